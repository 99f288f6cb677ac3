<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt" sourcelanguage="en">
<context>
    <name>AddStepDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="96"/>
        <source>Add a step</source>
        <translation>Adicionar um passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="114"/>
        <source>&amp;Agent:</source>
        <translation>&amp;Agente:</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="119"/>
        <source>&amp;Runs after:</source>
        <translation>&amp;Executa depois de:</translation>
    </message>
</context>
<context>
    <name>ArgsDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="77"/>
        <source>Arguments of %1</source>
        <translation>Argumentos de %1</translation>
    </message>
</context>
<context>
    <name>CongregationDialog</name>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="45"/>
        <source>Congregations</source>
        <translation>Congregações</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="51"/>
        <source>&amp;New</source>
        <translation>&amp;Nova</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="52"/>
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>Week (Monday)</source>
        <translation>Semana (segunda-feira)</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>Speaker</source>
        <translation>Orador</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="74"/>
        <source>Add &amp;week</source>
        <translation>Adicionar &amp;semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="75"/>
        <source>Remove wee&amp;k</source>
        <translation>&amp;Remover semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="78"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="79"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="80"/>
        <source>&amp;Midweek meeting:</source>
        <translation>Reunião do &amp;meio de semana:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="81"/>
        <source>&amp;Weekend meeting:</source>
        <translation>Reunião do &amp;fim de semana:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="84"/>
        <source>Public talks</source>
        <translation>Discursos públicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="145"/>
        <source>New congregation</source>
        <translation>Nova congregação</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="210"/>
        <source>Congregation</source>
        <translation>Congregação</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="247"/>
        <source>Two congregations cannot share a name: %1</source>
        <translation>Duas congregações não podem ter o mesmo nome: %1</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="49"/>
        <source>Export study sheet</source>
        <translation>Exportar folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="60"/>
        <source>Inline links</source>
        <translation>Links no texto</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="61"/>
        <source>Footnotes</source>
        <translation>Notas de rodapé</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="62"/>
        <source>Bibliography</source>
        <translation>Bibliografia</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="65"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="71"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="72"/>
        <source>&amp;Citations:</source>
        <translation>&amp;Citações:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="73"/>
        <source>&amp;Save as:</source>
        <translation>&amp;Salvar como:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="79"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="105"/>
        <source>Save study sheet</source>
        <translation>Salvar folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="115"/>
        <source>Choose where to save the study sheet.</source>
        <translation>Escolha onde salvar a folha de estudo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="119"/>
        <source>Replace the file?</source>
        <translation>Substituir o arquivo?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="120"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 já existe. Deseja substituí-lo?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="138"/>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="149"/>
        <source>Saved %1</source>
        <translation>Salvo em %1</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../app/ui/findings.py" line="369"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="373"/>
        <source>Open source</source>
        <translation>Abrir a fonte</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="388"/>
        <source>Step: %1</source>
        <translation>Passo: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="391"/>
        <source>&amp;Group by:</source>
        <translation>&amp;Agrupar por:</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="392"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="393"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="394"/>
        <source>Show all</source>
        <translation>Mostrar tudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="395"/>
        <source>&amp;Open source</source>
        <translation>&amp;Abrir a fonte</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="396"/>
        <source>Cop&amp;y</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Finding</source>
        <translation>Achado</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Verdict</source>
        <translation>Veredito</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="32"/>
        <source>Run history</source>
        <translation>Histórico de execuções</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="40"/>
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="40"/>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="40"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41"/>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41"/>
        <source>Findings</source>
        <translation>Achados</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="55"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="58"/>
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/ui/labels.py" line="30"/>
        <source>finished with problems</source>
        <translation>concluída com problemas</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="12"/>
        <source>pending</source>
        <translation>pendente</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="13"/>
        <source>queued</source>
        <translation>na fila</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="14"/>
        <location filename="../../app/ui/labels.py" line="28"/>
        <source>running</source>
        <translation>em andamento</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="15"/>
        <source>done</source>
        <translation>concluído</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="16"/>
        <location filename="../../app/ui/labels.py" line="30"/>
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="17"/>
        <source>skipped</source>
        <translation>ignorado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="18"/>
        <location filename="../../app/ui/labels.py" line="31"/>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="34"/>
        <source>interrupted</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="35"/>
        <source>unreadable</source>
        <translation>ilegível</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="29"/>
        <source>finished</source>
        <translation>concluída</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="38"/>
        <source>supported</source>
        <translation>confirmado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="39"/>
        <source>unclear</source>
        <translation>incerto</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="40"/>
        <source>contradicted</source>
        <translation>contradito</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="47"/>
        <source>strong evidence</source>
        <translation>evidência forte</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="48"/>
        <source>mixed evidence</source>
        <translation>evidência mista</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="49"/>
        <source>weak evidence</source>
        <translation>evidência fraca</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="50"/>
        <source>not checked</source>
        <translation>não verificado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="62"/>
        <source>Monday</source>
        <translation>Segunda-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="63"/>
        <source>Tuesday</source>
        <translation>Terça-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="64"/>
        <source>Wednesday</source>
        <translation>Quarta-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="65"/>
        <source>Thursday</source>
        <translation>Quinta-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="66"/>
        <source>Friday</source>
        <translation>Sexta-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="67"/>
        <source>Saturday</source>
        <translation>Sábado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="68"/>
        <source>Sunday</source>
        <translation>Domingo</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>Show &amp;log</source>
        <translation>Mostrar o re&amp;gistro</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>Open the log file: errors with their details</source>
        <translation>Abrir o arquivo de registro: os erros com seus detalhes</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>Nothing has been logged yet. The log will be here:
%1</source>
        <translation>Ainda não há nada registrado. O registro ficará aqui:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>The log could not be opened. It is here:
%1</source>
        <translation>Não foi possível abrir o registro. Está aqui:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="310"/>
        <source>Opened %1</source>
        <translation>Aberto: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="368"/>
        <source>Settings could not be saved: %1</source>
        <translation>Não foi possível salvar as configurações: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="375"/>
        <source>Type a goal first, for example “Explain John 3:16”.</source>
        <translation>Digite primeiro um objetivo, por exemplo “Explique João 3:16”.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="381"/>
        <source>Planning…</source>
        <translation>Planejando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="385"/>
        <source>Plan ready: %1 steps. Review or edit it, then Run.</source>
        <translation>Plano pronto: %1 passos. Revise ou edite e depois clique em Executar.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="391"/>
        <source>LLM: %1 tokens in, %2 out, %3 s.</source>
        <translation>LLM: %1 tokens de entrada, %2 de saída, %3 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="407"/>
        <source>Planning the weekend meeting…</source>
        <translation>Planejando a reunião do fim de semana…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="416"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="420"/>
        <source>Skipping %1…</source>
        <translation>Ignorando %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="483"/>
        <source>Running %1…</source>
        <translation>Executando %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="513"/>
        <source>Replanning: %1</source>
        <translation>Replanejando: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="517"/>
        <source>Run %1 in %2 s.</source>
        <translation>Execução %1 em %2 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="538"/>
        <source>Run %1: %2 findings, %3.</source>
        <translation>Execução %1: %2 achados, %3.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="626"/>
        <source>About Preparo</source>
        <translation>Sobre o Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="631"/>
        <source>Prepares meetings and personal study with sources from wol.jw.org.</source>
        <translation>Prepara reuniões e estudo pessoal com fontes de wol.jw.org.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="632"/>
        <source>Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and Tract Society or Jehovah&apos;s Witnesses.</source>
        <translation>Não é afiliado, patrocinado nem endossado pela Watch Tower Bible and Tract Society nem pelas Testemunhas de Jeová.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="639"/>
        <location filename="../../app/ui/main_window.py" line="658"/>
        <source>Preparo</source>
        <translation>Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="645"/>
        <source>This link was not opened: only https links to jw.org and wol.jw.org, and jwlibrary: links are allowed.
%1</source>
        <translation>Este link não foi aberto: só são permitidos links https para jw.org e wol.jw.org, e links jwlibrary:.
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="653"/>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="654"/>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="660"/>
        <source>&amp;Plan</source>
        <translation>&amp;Planejar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="661"/>
        <source>Show the plan for the goal (Ctrl+Enter)</source>
        <translation>Mostrar o plano para o objetivo (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="662"/>
        <location filename="../../app/ui/main_window.py" line="683"/>
        <source>&amp;Run</source>
        <translation>&amp;Executar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="662"/>
        <source>Run the plan (Ctrl+R)</source>
        <translation>Executar o plano (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="663"/>
        <source>Prepare &amp;Sunday</source>
        <translation>Preparar o &amp;domingo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="664"/>
        <source>Plan and run the weekend meeting preparation (Ctrl+Shift+S)</source>
        <translation>Planejar e preparar a reunião do fim de semana (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="665"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="665"/>
        <source>Stop the run (Esc)</source>
        <translation>Parar a execução (Esc)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="666"/>
        <source>Run &amp;history…</source>
        <translation>&amp;Histórico…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="666"/>
        <source>Reopen a past run</source>
        <translation>Reabrir uma execução anterior</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="667"/>
        <source>&amp;Export study sheet…</source>
        <translation>E&amp;xportar folha de estudo…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="668"/>
        <source>Save the findings as a study sheet</source>
        <translation>Salvar os achados como folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="669"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="670"/>
        <source>Con&amp;gregations…</source>
        <translation>Con&amp;gregações…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="671"/>
        <source>Edit congregations, meeting times and public talks</source>
        <translation>Editar congregações, horários das reuniões e discursos públicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="672"/>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="673"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Aproximar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="674"/>
        <source>Zoom &amp;out</source>
        <translation>A&amp;fastar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="675"/>
        <source>&amp;Fit the plan</source>
        <translation>&amp;Ajustar o plano</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="676"/>
        <source>&amp;Goal</source>
        <translation>&amp;Objetivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="677"/>
        <source>&amp;About Preparo</source>
        <translation>&amp;Sobre o Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="682"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="684"/>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="685"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="686"/>
        <source>&amp;Goal:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="688"/>
        <source>What do you want to prepare? e.g. “Explain John 3:16”</source>
        <translation>O que você quer preparar? Ex.: “Explique João 3:16”</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="689"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="690"/>
        <source>C&amp;ongregation:</source>
        <translation>C&amp;ongregação:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="691"/>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="692"/>
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="693"/>
        <source>Step details</source>
        <translation>Detalhes do passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="694"/>
        <source>Click a step to see its details. Ctrl+wheel or +/− zooms, drag pans, 0 fits.</source>
        <translation>Clique num passo para ver os detalhes. Ctrl+roda ou +/− amplia, arrastar desloca, 0 ajusta.</translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="164"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="164"/>
        <source>Agent</source>
        <translation>Agente</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="164"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="165"/>
        <source>Depends on</source>
        <translation>Depende de</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="165"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="166"/>
        <source>&amp;Add step…</source>
        <translation>&amp;Adicionar passo…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="167"/>
        <source>Add a step from the list of agents</source>
        <translation>Adicionar um passo da lista de agentes</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="168"/>
        <source>&amp;Edit arguments…</source>
        <translation>&amp;Editar argumentos…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="169"/>
        <source>Re&amp;move step</source>
        <translation>&amp;Remover passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="170"/>
        <source>S&amp;kip step</source>
        <translation>&amp;Ignorar passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="171"/>
        <source>Skip this step; the steps after it still run</source>
        <translation>Ignorar este passo; os passos seguintes ainda são executados</translation>
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <location filename="../../app/ui/schema_form.py" line="328"/>
        <source>This step takes no arguments.</source>
        <translation>Este passo não tem argumentos.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="62"/>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="68"/>
        <source>None (rules planner only)</source>
        <translation>Nenhum (só o planejador por regras)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="75"/>
        <source>default for the provider</source>
        <translation>o padrão do provedor</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="79"/>
        <source>leave empty to keep the stored key</source>
        <translation>deixe vazio para manter a chave guardada</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="85"/>
        <source>&amp;Provider:</source>
        <translation>&amp;Provedor:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="86"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="87"/>
        <source>Server &amp;URL:</source>
        <translation>&amp;URL do servidor:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88"/>
        <source>API &amp;key:</source>
        <translation>&amp;Chave de API:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="95"/>
        <source>&amp;Offline: use only what is cached</source>
        <translation>&amp;Offline: usar só o que está no cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="99"/>
        <source>the bundled model</source>
        <translation>o modelo incluído</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="107"/>
        <source>&amp;wol.jw.org address:</source>
        <translation>Endereço do &amp;wol.jw.org:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="108"/>
        <source>&amp;CDN address:</source>
        <translation>Endereço da &amp;CDN:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="110"/>
        <source>&amp;NLI model folder:</source>
        <translation>Pasta do modelo &amp;NLI:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="119"/>
        <source>C&amp;lear cache</source>
        <translation>&amp;Limpar cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="124"/>
        <source>Maximum &amp;size:</source>
        <translation>&amp;Tamanho máximo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="125"/>
        <source>In use:</source>
        <translation>Em uso:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="129"/>
        <source>Content</source>
        <translation>Conteúdo</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="130"/>
        <source>Language model</source>
        <translation>Modelo de linguagem</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="131"/>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="156"/>
        <source>This provider needs no API key.</source>
        <translation>Este provedor não precisa de chave de API.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="161"/>
        <source>The OS keyring is not available, so a key cannot be stored here. Set the environment variable PREPARO_LLM_API_KEY instead.</source>
        <translation>O chaveiro do sistema não está disponível, então não é possível guardar uma chave aqui. Defina a variável de ambiente PREPARO_LLM_API_KEY.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="164"/>
        <source>A key is set (%1).</source>
        <translation>Há uma chave configurada (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="166"/>
        <source>No key is stored yet.</source>
        <translation>Ainda não há nenhuma chave guardada.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="200"/>
        <source>NLI model folder</source>
        <translation>Pasta do modelo NLI</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="206"/>
        <source>%1 MB in %2 entries</source>
        <translation>%1 MB em %2 entradas</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="220"/>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="236"/>
        <source>The cache could not be cleared.</source>
        <translation>Não foi possível limpar o cache.</translation>
    </message>
</context>
<context>
    <name>StepDetails</name>
    <message>
        <location filename="../../app/ui/details.py" line="59"/>
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="63"/>
        <source>Depends on: %1</source>
        <translation>Depende de: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="65"/>
        <source>Runs after: %1</source>
        <translation>Executa depois de: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="67"/>
        <source>Added by: %1</source>
        <translation>Adicionado por: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="69"/>
        <source>Why: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="73"/>
        <source>Timings</source>
        <translation>Tempos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="74"/>
        <source>started %1 · finished %2 · %3 ms · %4 attempt(s)</source>
        <translation>início %1 · fim %2 · %3 ms · %4 tentativa(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="80"/>
        <source>Findings: %1</source>
        <translation>Achados: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="83"/>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="86"/>
        <source>Handoff</source>
        <translation>Passagem</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="87"/>
        <source>did</source>
        <translation>fez</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="88"/>
        <source>for the next steps</source>
        <translation>para os próximos passos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="89"/>
        <source>goals</source>
        <translation>objetivos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="94"/>
        <source>data:</source>
        <translation>dados:</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="98"/>
        <source>Click a step in the graph to see its details.</source>
        <translation>Clique num passo do gráfico para ver os detalhes.</translation>
    </message>
</context>
</TS>
