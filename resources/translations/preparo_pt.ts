<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="pt" sourcelanguage="en">
<context>
    <name>AddStepDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="96" />
        <source>Add a step</source>
        <translation>Adicionar um passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="114" />
        <source>&amp;Agent:</source>
        <translation>&amp;Agente:</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="119" />
        <source>&amp;Runs after:</source>
        <translation>&amp;Executa depois de:</translation>
    </message>
</context>
<context>
    <name>ArgsDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="77" />
        <source>Arguments of %1</source>
        <translation>Argumentos de %1</translation>
    </message>
</context>
<context>
    <name>CommentBox</name>
    <message>
        <location filename="../../app/ui/reading_view.py" line="182" />
        <source>Checking when you pause…</source>
        <translation>Será verificado quando você fizer uma pausa…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="192" />
        <source>✔ Supported by ¶%1:</source>
        <translation>✔ Apoiado pelo ¶%1:</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="193" />
        <source>✔ Supported by a cited scripture:</source>
        <translation>✔ Apoiado por um texto citado:</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="197" />
        <source>✘ Contradicts ¶%1:</source>
        <translation>✘ Contradiz o ¶%1:</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="198" />
        <source>✘ Contradicts a cited scripture:</source>
        <translation>✘ Contradiz um texto citado:</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="205" />
        <source>(checked by matching words: the checking model is not available)</source>
        <translation>(verificado por palavras em comum: o modelo de verificação não está disponível)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="214" />
        <source>A personal note: only for you, never checked</source>
        <translation>Uma anotação pessoal: só para você, não é verificada</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="215" />
        <source>My note</source>
        <translation>Minha anotação</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="216" />
        <source>Show or hide your personal note on this paragraph</source>
        <translation>Mostrar ou ocultar sua anotação pessoal sobre este parágrafo</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="218" />
        <source>⚠ This paragraph changed since you wrote your comment: read it again.</source>
        <translation>⚠ Este parágrafo mudou desde que você escreveu seu comentário: leia-o de novo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="195" />
        <source>? Not in the paragraph: it may be true, but the paragraph does not say it.</source>
        <translation>? Não está no parágrafo: pode ser verdade, mas o parágrafo não diz isso.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="213" />
        <source>Your comment, in your own words…</source>
        <translation>Seu comentário, com suas próprias palavras…</translation>
    </message>
</context>
<context>
    <name>CongregationDialog</name>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="45" />
        <source>Congregations</source>
        <translation>Congregações</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="51" />
        <source>&amp;New</source>
        <translation>&amp;Nova</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="52" />
        <source>&amp;Delete</source>
        <translation>&amp;Excluir</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>Week (Monday)</source>
        <translation>Semana (segunda-feira)</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>Speaker</source>
        <translation>Orador</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="74" />
        <source>Add &amp;week</source>
        <translation>Adicionar &amp;semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="75" />
        <source>Remove wee&amp;k</source>
        <translation>&amp;Remover semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="78" />
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="79" />
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="80" />
        <source>&amp;Midweek meeting:</source>
        <translation>Reunião do &amp;meio de semana:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="81" />
        <source>&amp;Weekend meeting:</source>
        <translation>Reunião do &amp;fim de semana:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="84" />
        <source>Public talks</source>
        <translation>Discursos públicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="145" />
        <source>New congregation</source>
        <translation>Nova congregação</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="210" />
        <source>Congregation</source>
        <translation>Congregação</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="247" />
        <source>Two congregations cannot share a name: %1</source>
        <translation>Duas congregações não podem ter o mesmo nome: %1</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <location filename="../../app/ui/empty_state.py" line="70" />
        <source>What would you like to prepare?</source>
        <translation>O que você gostaria de preparar?</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="71" />
        <source>Prepare a meeting with one click, or type a goal above in your own words.</source>
        <translation>Prepare uma reunião com um clique, ou digite acima um objetivo com suas próprias palavras.</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="73" />
        <source>Or try one of these:</source>
        <translation>Ou experimente um destes:</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="74" />
        <source>Explain John 3:16</source>
        <translation>Explique João 3:16</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="75" />
        <source>How do I answer “I'm not interested”?</source>
        <translation>Como respondo a “Não tenho interesse”?</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="76" />
        <source>Why does God allow suffering?</source>
        <translation>Por que Deus permite o sofrimento?</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="54" />
        <source>Export study sheet</source>
        <translation>Exportar folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="66" />
        <source>Inline links</source>
        <translation>Links no texto</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="67" />
        <source>Footnotes</source>
        <translation>Notas de rodapé</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="68" />
        <source>Bibliography</source>
        <translation>Bibliografia</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="71" />
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="84" />
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="85" />
        <source>&amp;Citations:</source>
        <translation>&amp;Citações:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="81" />
        <source>&amp;Save as:</source>
        <translation>&amp;Salvar como:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="92" />
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="125" />
        <source>Save study sheet</source>
        <translation>Salvar folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="135" />
        <source>Choose where to save the study sheet.</source>
        <translation>Escolha onde salvar a folha de estudo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="143" />
        <source>Replace the file?</source>
        <translation>Substituir o arquivo?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="144" />
        <source>%1 already exists. Replace it?</source>
        <translation>%1 já existe. Deseja substituí-lo?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="162" />
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="177" />
        <source>Saved %1</source>
        <translation>Salvo em %1</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../app/ui/findings.py" line="386" />
        <source>link cannot be opened</source>
        <translation>não é possível abrir o link</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="441" />
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="445" />
        <source>Open source</source>
        <translation>Abrir a fonte</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="448" />
        <source>Read in the app (from your library)</source>
        <translation>Ler no aplicativo (da sua biblioteca)</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="465" />
        <source>Step: %1</source>
        <translation>Passo: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="469" />
        <source>&amp;Group by:</source>
        <translation>&amp;Agrupar por:</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="470" />
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="471" />
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="472" />
        <source>Show all</source>
        <translation>Mostrar tudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="473" />
        <source>&amp;Open source</source>
        <translation>&amp;Abrir a fonte</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="474" />
        <source>Cop&amp;y</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Support</source>
        <translation>Respaldo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Source</source>
        <translation>Fonte</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41" />
        <source>Weekend meeting</source>
        <translation>Reunião do fim de semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="42" />
        <source>Midweek meeting</source>
        <translation>Reunião do meio de semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="43" />
        <source>Student assignment</source>
        <translation>Designação de estudante</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="44" />
        <source>Public talk</source>
        <translation>Discurso público</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="45" />
        <source>Ministry</source>
        <translation>Ministério</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="46" />
        <source>Research</source>
        <translation>Pesquisa</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="47" />
        <source>Personal study</source>
        <translation>Estudo pessoal</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="48" />
        <source>Scriptures</source>
        <translation>Textos bíblicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="50" />
        <source>Other</source>
        <translation>Outro</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="76" />
        <source>Run history</source>
        <translation>Histórico de execuções</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="85" />
        <source>Search by goal, kind or week</source>
        <translation>Pesquisar por objetivo, tipo ou semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="90" />
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="90" />
        <source>Week</source>
        <translation>Semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="90" />
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="91" />
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="91" />
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="91" />
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="92" />
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="104" />
        <source>&amp;Delete…</source>
        <translation>&amp;Excluir…</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="192" />
        <source>Delete this run?</source>
        <translation>Excluir esta execução?</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="193" />
        <source>“%1” and everything it found will be deleted.</source>
        <translation>“%1” e tudo o que ela encontrou serão excluídos.</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="219" />
        <source>Preparo</source>
        <translation>Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="100" />
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="102" />
        <source>&amp;Resume</source>
        <translation>&amp;Retomar</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/ui/labels.py" line="30" />
        <source>finished with problems</source>
        <translation>concluída com problemas</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="12" />
        <source>pending</source>
        <translation>pendente</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="13" />
        <source>queued</source>
        <translation>na fila</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="14" />
        <location filename="../../app/ui/labels.py" line="28" />
        <source>running</source>
        <translation>em andamento</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="15" />
        <source>done</source>
        <translation>concluído</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="16" />
        <location filename="../../app/ui/labels.py" line="33" />
        <source>failed</source>
        <translation>falhou</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="17" />
        <source>skipped</source>
        <translation>ignorado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="18" />
        <location filename="../../app/ui/labels.py" line="34" />
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="32" />
        <source>interrupted</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="35" />
        <source>unreadable</source>
        <translation>ilegível</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="29" />
        <source>finished</source>
        <translation>concluída</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="42" />
        <source>supported</source>
        <translation>confirmado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="43" />
        <source>unclear</source>
        <translation>incerto</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="44" />
        <source>contradicted</source>
        <translation>contradito</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="51" />
        <source>strong evidence</source>
        <translation>evidência forte</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="52" />
        <source>mixed evidence</source>
        <translation>evidência mista</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="53" />
        <source>weak evidence</source>
        <translation>evidência fraca</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="54" />
        <source>not checked</source>
        <translation>não verificado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="66" />
        <source>Monday</source>
        <translation>Segunda-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="67" />
        <source>Tuesday</source>
        <translation>Terça-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="68" />
        <source>Wednesday</source>
        <translation>Quarta-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="69" />
        <source>Thursday</source>
        <translation>Quinta-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="70" />
        <source>Friday</source>
        <translation>Sexta-feira</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="71" />
        <source>Saturday</source>
        <translation>Sábado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="72" />
        <source>Sunday</source>
        <translation>Domingo</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="81" />
        <source>The preparation is running.</source>
        <translation>A preparação está em andamento.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="82" />
        <source>The preparation is ready.</source>
        <translation>A preparação está pronta.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="83" />
        <source>The preparation is ready, with problems.</source>
        <translation>A preparação está pronta, com problemas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="85" />
        <source>The preparation was interrupted.</source>
        <translation>A preparação foi interrompida.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="87" />
        <source>The preparation failed.</source>
        <translation>A preparação falhou.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="88" />
        <source>The preparation was cancelled.</source>
        <translation>A preparação foi cancelada.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="96" />
        <source>Ready in %1 s.</source>
        <translation>Pronta em %1 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="97" />
        <source>Ready in %1 s, with problems.</source>
        <translation>Pronta em %1 s, com problemas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="99" />
        <source>Failed after %1 s.</source>
        <translation>Falhou após %1 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="100" />
        <source>Cancelled after %1 s.</source>
        <translation>Cancelada após %1 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="102" />
        <source>Stopped after %1 s.</source>
        <translation>Parou após %1 s.</translation>
    </message>
</context>
<context>
    <name>LibraryPane</name>
    <message>
        <location filename="../../app/ui/library_pane.py" line="64" />
        <source>Your library</source>
        <translation>Sua biblioteca</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="71" />
        <source>Publication</source>
        <translation>Publicação</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="71" />
        <source>Issue</source>
        <translation>Edição</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="72" />
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="72" />
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="73" />
        <source>Paragraphs</source>
        <translation>Parágrafos</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="73" />
        <source>Size</source>
        <translation>Tamanho</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="73" />
        <source>Update</source>
        <translation>Atualização</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="81" />
        <source>Issues, e.g. 202609 202610</source>
        <translation>Edições, por exemplo 202609 202610</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="87" />
        <source>Download</source>
        <translation>Baixar</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="89" />
        <source>Import EPUB…</source>
        <translation>Importar EPUB…</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="91" />
        <source>Check for updates</source>
        <translation>Procurar atualizações</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="96" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="105" />
        <source>Search your library</source>
        <translation>Pesquisar na sua biblioteca</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="111" />
        <source>Open on wol.jw.org</source>
        <translation>Abrir no wol.jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="114" />
        <source>Read in the app</source>
        <translation>Ler no aplicativo</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="116" />
        <source>Open the paragraph in the reading view, from your library (no network needed)</source>
        <translation>Abrir o parágrafo na visualização de leitura, da sua biblioteca (sem internet)</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="177" />
        <source>available</source>
        <translation>disponível</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="183" />
        <source>Publications kept: %1. On disk: %2 MB.</source>
        <translation>Publicações guardadas: %1. No disco: %2 MB.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="200" />
        <source>Write the issues as YYYYMM, e.g. 202609 202610.</source>
        <translation>Escreva as edições como AAAAMM, por exemplo 202609 202610.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="204" />
        <source>Downloaded and indexed.</source>
        <translation>Baixado e indexado.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="207" />
        <source>Import an EPUB</source>
        <translation>Importar um EPUB</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="208" />
        <source>EPUB publications (*.epub)</source>
        <translation>Publicações EPUB (*.epub)</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="216" />
        <source>Imported.</source>
        <translation>Importado.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="223" />
        <source>Updates checked.</source>
        <translation>Atualizações verificadas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="227" />
        <source>Wait for the current operation, or cancel it.</source>
        <translation>Espere a operação atual terminar, ou cancele-a.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="232" />
        <source>Working…</source>
        <translation>Trabalhando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="239" />
        <source>Cancelled. Adding the issue again resumes its download.</source>
        <translation>Cancelado. Se adicionar a edição de novo, o download continua de onde parou.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="266" />
        <source>Downloading %p%</source>
        <translation>Baixando %p%</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="267" />
        <source>Indexing %p%</source>
        <translation>Indexando %p%</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/library_pane.py" line="291" />
        <source>Nothing in your library is close to “%1”. Searched: %2 (%n issue(s), %3, %4 paragraphs).</source>
        <translation><numerusform>Nada na sua biblioteca se aproxima de “%1”. Pesquisado: %2 (%n edição, %3, %4 parágrafos).</numerusform><numerusform>Nada na sua biblioteca se aproxima de “%1”. Pesquisado: %2 (%n edições, %3, %4 parágrafos).</numerusform></translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="298" />
        <source>Nothing found in your library.</source>
        <translation>Nada encontrado na sua biblioteca.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="336" />
        <source>The link could not be opened.</source>
        <translation>Não foi possível abrir o link.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="937" />
        <source>Show &amp;log</source>
        <translation>Mostrar o re&amp;gistro</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="938" />
        <source>Open the log file: errors with their details</source>
        <translation>Abrir o arquivo de registro: os erros com seus detalhes</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="852" />
        <source>Nothing has been logged yet. The log will be here:
%1</source>
        <translation>Ainda não há nada registrado. O registro ficará aqui:
%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="319" />
        <source>Plan ready: %n step(s). Review or edit it, then Run.</source>
        <translation>
            <numerusform>Plano pronto: %n passo. Revise ou edite e depois clique em Executar.</numerusform>
            <numerusform>Plano pronto: %n passos. Revise ou edite e depois clique em Executar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="667" />
        <source>wol.jw.org cannot be reached. Check the internet connection, then Retry: what was already found is kept.</source>
        <translation>Não é possível acessar wol.jw.org. Verifique a conexão com a internet e clique em Tentar de novo: o que já foi encontrado é mantido.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="672" />
        <source>Offline mode is on (Settings) and some pages are not saved on this computer yet. %1</source>
        <translation>O modo offline está ativado (Configurações) e algumas páginas ainda não estão guardadas neste computador. %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="676" />
        <source>The preparation failed. %1</source>
        <translation>A preparação falhou. %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="857" />
        <source>The log could not be opened. It is here:
%1</source>
        <translation>Não foi possível abrir o registro. Está aqui:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="249" />
        <source>Opened %1</source>
        <translation>Aberto: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="297" />
        <source>Settings could not be saved: %1</source>
        <translation>Não foi possível salvar as configurações: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="305" />
        <source>Type a goal first, for example “Explain John 3:16”.</source>
        <translation>Digite primeiro um objetivo, por exemplo “Explique João 3:16”.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="311" />
        <source>The goal is too long (more than %n characters): shorten it.</source>
        <translation>
            <numerusform>O objetivo é longo demais (mais de %n caractere): encurte-o.</numerusform>
            <numerusform>O objetivo é longo demais (mais de %n caracteres): encurte-o.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="315" />
        <source>Planning…</source>
        <translation>Planejando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="323" />
        <source>LLM: %1 tokens in, %2 out, %3 s.</source>
        <translation>LLM: %1 tokens de entrada, %2 de saída, %3 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="359" />
        <source>Planning the weekend meeting…</source>
        <translation>Planejando a reunião do fim de semana…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="436" />
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="440" />
        <source>Skipping %1…</source>
        <translation>Ignorando %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="499" />
        <source>Running %1…</source>
        <translation>Executando %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="533" />
        <source>Replanning: %1</source>
        <translation>Replanejando: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="837" />
        <source>About Preparo</source>
        <translation>Sobre o Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="842" />
        <source>Prepares meetings and personal study with sources from wol.jw.org.</source>
        <translation>Prepara reuniões e estudo pessoal com fontes de wol.jw.org.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="843" />
        <source>Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and Tract Society or Jehovah's Witnesses.</source>
        <translation>Não é afiliado, patrocinado nem endossado pela Watch Tower Bible and Tract Society nem pelas Testemunhas de Jeová.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="863" />
        <location filename="../../app/ui/main_window.py" line="901" />
        <source>Preparo</source>
        <translation>Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="869" />
        <source>This link was not opened: only https links to jw.org and wol.jw.org, and jwlibrary: links are allowed.
%1</source>
        <translation>Este link não foi aberto: só são permitidos links https para jw.org e wol.jw.org, e links jwlibrary:.
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="887" />
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="886" />
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="373" />
        <source>Planning the midweek meeting…</source>
        <translation>Planejando a reunião do meio de semana…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="577" />
        <source>%n answer(s) and source(s) found; %1.</source>
        <translation>
            <numerusform>%n resposta ou fonte encontrada; %1.</numerusform>
            <numerusform>%n respostas e fontes encontradas; %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="589" />
        <source>Comment checked.</source>
        <translation>Comentário verificado.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="631" />
        <source>No program could open the PDF to print it. It is at %1</source>
        <translation>Nenhum programa conseguiu abrir o PDF para imprimir. Ele está em %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="634" />
        <source>The sheet opened as a PDF, ready to print.</source>
        <translation>A folha foi aberta como PDF, pronta para imprimir.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="679" />
        <source>Finished, but part of it did not work. %1</source>
        <translation>Terminou, mas uma parte não funcionou. %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="682" />
        <source>Other steps failed too: see the steps in red.</source>
        <translation>Outros passos também falharam: veja os passos em vermelho.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="693" />
        <source>Trying again…</source>
        <translation>Tentando de novo…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="830" />
        <source>Saved %1</source>
        <translation>Salvo em %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="874" />
        <source>No program on this computer could open the link (a web browser or JW Library is needed). You can copy it:
%1</source>
        <translation>Nenhum programa deste computador conseguiu abrir o link (é preciso um navegador ou o JW Library). Você pode copiá-lo:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="886" />
        <source>Content comes from wol.jw.org</source>
        <translation>O conteúdo vem de wol.jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="888" />
        <source>Offline: only what is cached is used (Settings)</source>
        <translation>Offline: só é usado o que está no cache (Configurações)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="889" />
        <source>local mirror</source>
        <translation>cópia local</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="890" />
        <source>Content comes from a local copy at %1; links point to wol.jw.org</source>
        <translation>O conteúdo vem de uma cópia local em %1; os links levam a wol.jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="892" />
        <source>site unreachable</source>
        <translation>site inacessível</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="893" />
        <source>wol.jw.org could not be reached in the last run; cached pages were used where there were any</source>
        <translation>Não foi possível acessar wol.jw.org na última execução; foram usadas as páginas do cache que havia</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="904" />
        <source>&amp;Plan</source>
        <translation>&amp;Planejar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="905" />
        <source>Show the plan for the goal (Ctrl+Enter)</source>
        <translation>Mostrar o plano para o objetivo (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="906" />
        <location filename="../../app/ui/main_window.py" line="944" />
        <source>&amp;Run</source>
        <translation>&amp;Executar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="906" />
        <source>Run the plan (Ctrl+R)</source>
        <translation>Executar o plano (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="907" />
        <source>Prepare &amp;Sunday</source>
        <translation>Preparar o &amp;domingo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="908" />
        <source>Plan and run the weekend meeting preparation (Ctrl+Shift+S)</source>
        <translation>Planejar e preparar a reunião do fim de semana (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="909" />
        <source>Prepare &amp;midweek</source>
        <translation>Preparar &amp;meio de semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="910" />
        <source>Plan and run the midweek meeting preparation (Ctrl+Shift+M)</source>
        <translation>Planejar e executar a preparação da reunião do meio de semana (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="911" />
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="912" />
        <source>Run &amp;history…</source>
        <translation>&amp;Histórico…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="912" />
        <source>Reopen a past run</source>
        <translation>Reabrir uma execução anterior</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="913" />
        <source>&amp;Library…</source>
        <translation>&amp;Biblioteca…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="914" />
        <source>Publications kept on this computer: download, search, read offline</source>
        <translation>Publicações guardadas neste computador: baixar, pesquisar, ler sem conexão</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="924" />
        <source>&amp;Export study sheet…</source>
        <translation>E&amp;xportar folha de estudo…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="911" />
        <source>Stop the run (Ctrl+.)</source>
        <translation>Parar a preparação (Ctrl+.)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="747" />
        <source>This document is not in your library: open it on wol.jw.org instead.</source>
        <translation>Este documento não está na sua biblioteca: abra-o no wol.jw.org.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="753" />
        <source>Read from your library, offline: %1</source>
        <translation>Lido da sua biblioteca, sem internet: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="915" />
        <source>My &amp;notebook…</source>
        <translation>Meu &amp;caderno…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="916" />
        <source>Your comments and notes, by week and article; search, export</source>
        <translation>Seus comentários e anotações, por semana e artigo; pesquisar, exportar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="917" />
        <source>Close the pane (or stop the run)</source>
        <translation>Fechar o painel (ou parar a preparação)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="918" />
        <source>Re&amp;view the plan before running</source>
        <translation>Re&amp;visar o plano antes de executar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="919" />
        <source>Return in the goal box only plans; you run the plan with Run</source>
        <translation>Enter no objetivo só planeja; o plano é executado com Executar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="920" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="921" />
        <source>Show the &amp;plan</source>
        <translation>Mostrar o &amp;plano</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="922" />
        <source>Show the plan and its graph beside the study sheet, or fold them away (Ctrl+Shift+P)</source>
        <translation>Mostrar o plano e o gráfico ao lado da folha de estudo, ou recolhê-los (Ctrl+Shift+P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="925" />
        <source>Save the answers as a study sheet</source>
        <translation>Salvar as respostas como folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="926" />
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="927" />
        <source>Con&amp;gregations…</source>
        <translation>Con&amp;gregações…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="928" />
        <source>Edit congregations, meeting times and public talks</source>
        <translation>Editar congregações, horários das reuniões e discursos públicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="929" />
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="930" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Aproximar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="931" />
        <source>Zoom &amp;out</source>
        <translation>A&amp;fastar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="932" />
        <source>&amp;Fit the plan</source>
        <translation>&amp;Ajustar o plano</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="933" />
        <source>&amp;Goal</source>
        <translation>&amp;Objetivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="934" />
        <source>&amp;About Preparo</source>
        <translation>&amp;Sobre o Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="935" />
        <source>&amp;Advanced view</source>
        <translation>Visão &amp;avançada</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="936" />
        <source>Show step ids, agent names and raw arguments (Ctrl+Shift+D)</source>
        <translation>Mostrar os identificadores dos passos, os agentes e os argumentos (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="943" />
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="945" />
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="946" />
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="947" />
        <source>&amp;Retry</source>
        <translation>&amp;Tentar de novo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="948" />
        <source>&amp;Goal:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="950" />
        <source>What do you want to prepare? e.g. “Explain John 3:16”</source>
        <translation>O que você quer preparar? Ex.: “Explique João 3:16”</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="951" />
        <source>Content &amp;language:</source>
        <translation>&amp;Idioma do conteúdo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="952" />
        <source>The language of the sources and of the study sheet</source>
        <translation>O idioma das fontes e da folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="953" />
        <source>&amp;Interface language</source>
        <translation>Idioma da &amp;interface</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="954" />
        <source>C&amp;ongregation:</source>
        <translation>C&amp;ongregação:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="955" />
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="956" />
        <source>Plan</source>
        <translation>Plano</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="957" />
        <source>Step details</source>
        <translation>Detalhes do passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="958" />
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="991" />
        <source>Stop and quit?</source>
        <translation>Parar e sair?</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="992" />
        <source>A preparation is running. Stop it and quit? What it found so far is kept, and it can be resumed from the history.</source>
        <translation>Há uma preparação em andamento. Parar e sair? O que ela encontrou até agora fica guardado, e ela pode ser retomada pelo histórico.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="998" />
        <source>Stop and quit</source>
        <translation>Parar e sair</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="999" />
        <source>Keep preparing</source>
        <translation>Continuar preparando</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1022" />
        <source>Plan and run the goal (or only plan it, when plans are reviewed first)</source>
        <translation>Planejar e preparar o objetivo (ou só planejá-lo, se você revisa os planos antes)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="959" />
        <source>Study sheet</source>
        <translation>Folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="960" />
        <source>Click a step to see its details. Ctrl+wheel or +/− zooms, drag pans, 0 fits.</source>
        <translation>Clique num passo para ver os detalhes. Ctrl+roda ou +/− amplia, arrastar desloca, 0 ajusta.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="109" />
        <source>Checked on this computer by the checking model.</source>
        <translation>Verificado neste computador pelo modelo de verificação.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="113" />
        <source>Checked by matching words: the checking model was not used.</source>
        <translation>Verificado por palavras em comum: o modelo de verificação não foi usado.</translation>
    </message>
</context>
<context>
    <name>NotebookDialog</name>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="57" />
        <source>My notebook</source>
        <translation>Meu caderno</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="61" />
        <source>Search your comments and notes</source>
        <translation>Pesquisar seus comentários e anotações</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="64" />
        <source>Week and article</source>
        <translation>Semana e artigo</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="64" />
        <source>What you wrote</source>
        <translation>O que você escreveu</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="72" />
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="73" />
        <source>Save the whole notebook as one file (to keep a copy or move it to another computer)</source>
        <translation>Salvar o caderno inteiro num arquivo (para ter uma cópia ou levá-lo a outro computador)</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="76" />
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="77" />
        <source>Add the notes of a notebook file; where both have a note, the newer one is kept</source>
        <translation>Adicionar as anotações de um arquivo de caderno; onde os dois tiverem uma anotação, fica a mais recente</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="113" />
        <source>The notebook could not be read. Details are in the log (Help &gt; Show log).</source>
        <translation>Não foi possível ler o caderno. Os detalhes estão no registro (Ajuda &gt; Mostrar o registro).</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="135" />
        <source>Nothing found for “%1”.</source>
        <translation>Nada encontrado para “%1”.</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="141" />
        <source>Week of %1</source>
        <translation>Semana de %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="142" />
        <source>No week</source>
        <translation>Sem semana</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/notebook_dialog.py" line="146" />
        <source>%n paragraph(s) with your notes</source>
        <translation>
            <numerusform>%n parágrafo com suas anotações</numerusform>
            <numerusform>%n parágrafos com suas anotações</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="154" />
        <source>Nothing written yet. Comments and notes you write on a study sheet appear here.</source>
        <translation>Ainda não há nada escrito. Os comentários e anotações que você escrever numa folha de estudo aparecem aqui.</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="158" />
        <source>Your comment: </source>
        <translation>Seu comentário: </translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="158" />
        <source>Your note: </source>
        <translation>Sua anotação: </translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="163" />
        <source>Export the notebook</source>
        <translation>Exportar o caderno</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="177" />
        <source>Saving the notebook…</source>
        <translation>Salvando o caderno…</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="184" />
        <source>The notebook could not be saved: %1</source>
        <translation>Não foi possível salvar o caderno: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="190" />
        <source>The notebook was saved to %1</source>
        <translation>O caderno foi salvo em %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="194" />
        <source>Import a notebook</source>
        <translation>Importar um caderno</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="196" />
        <source>Notebook files (*.json)</source>
        <translation>Arquivos de caderno (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="205" />
        <source>Reading the notebook file…</source>
        <translation>Lendo o arquivo do caderno…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/notebook_dialog.py" line="218" />
        <source>%n note(s) imported.</source>
        <translation>
            <numerusform>%n anotação importada.</numerusform>
            <numerusform>%n anotações importadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="199" />
        <source>Depends on</source>
        <translation>Depende de</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="199" />
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="200" />
        <source>&amp;Add step…</source>
        <translation>&amp;Adicionar passo…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="201" />
        <source>Add a step from the list of agents</source>
        <translation>Adicionar um passo da lista de agentes</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="202" />
        <source>&amp;Edit arguments…</source>
        <translation>&amp;Editar argumentos…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="203" />
        <source>Re&amp;move step</source>
        <translation>&amp;Remover passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="204" />
        <source>S&amp;kip step</source>
        <translation>&amp;Ignorar passo</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="205" />
        <source>Skip this step; the steps after it still run</source>
        <translation>Ignorar este passo; os passos seguintes ainda são executados</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="16" />
        <source>Folder</source>
        <translation>Pasta</translation>
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="17" />
        <source>File Folder</source>
        <translation>Pasta de arquivos</translation>
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="18" />
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="19" />
        <source>File</source>
        <translation>Arquivo</translation>
    </message>
</context>
<context>
    <name>ReadingView</name>
    <message>
        <location filename="../../app/ui/reading_view.py" line="409" />
        <source>Open on wol.jw.org</source>
        <translation>Abrir no wol.jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="685" />
        <source>Your comment could not be saved (is the disk full?). It stays here while the app is open.</source>
        <translation>Não foi possível salvar seu comentário (o disco está cheio?). Ele fica aqui enquanto o aplicativo estiver aberto.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="688" />
        <source>Your notes could not be saved (is the disk full?). They stay here while the app is open.</source>
        <translation>Não foi possível salvar suas anotações (o disco está cheio?). Elas ficam aqui enquanto o aplicativo estiver aberto.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="724" />
        <source>Saved to %1 — &lt;a href="folder"&gt;Open folder&lt;/a&gt;</source>
        <translation>Salvo em %1 — &lt;a href="folder"&gt;Abrir a pasta&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="733" />
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="734" />
        <source>Save the sheet as Markdown, HTML, PDF or Word</source>
        <translation>Salvar a folha como Markdown, HTML, PDF ou Word</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="735" />
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="736" />
        <source>Open the sheet as a PDF, ready to print</source>
        <translation>Abrir a folha como PDF, pronta para imprimir</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="737" />
        <source>Highlight the selected words (again: remove the highlight)</source>
        <translation>Destacar as palavras selecionadas (de novo: tirar o destaque)</translation>
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <location filename="../../app/ui/schema_form.py" line="330" />
        <source>This step takes no arguments.</source>
        <translation>Este passo não tem argumentos.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="51" />
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="57" />
        <source>None (rules planner only)</source>
        <translation>Nenhum (só o planejador por regras)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="64" />
        <source>default for the provider</source>
        <translation>o padrão do provedor</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="68" />
        <source>leave empty to keep the stored key</source>
        <translation>deixe vazio para manter a chave guardada</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="74" />
        <source>&amp;Provider:</source>
        <translation>&amp;Provedor:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="75" />
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="76" />
        <source>Server &amp;URL:</source>
        <translation>&amp;URL do servidor:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="77" />
        <source>API &amp;key:</source>
        <translation>&amp;Chave de API:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="84" />
        <source>&amp;Offline: use only what is cached</source>
        <translation>&amp;Offline: usar só o que está no cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88" />
        <source>the bundled model</source>
        <translation>o modelo incluído</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="89" />
        <source>&amp;Browse…</source>
        <translation>&amp;Procurar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="97" />
        <source>&amp;wol.jw.org address:</source>
        <translation>Endereço do &amp;wol.jw.org:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="98" />
        <source>&amp;CDN address:</source>
        <translation>Endereço da &amp;CDN:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100" />
        <source>Checking &amp;model folder:</source>
        <translation>Pasta do &amp;modelo de verificação:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="156" />
        <source>Looking for a stored key…</source>
        <translation>Procurando uma chave salva…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="217" />
        <source>Checking model folder</source>
        <translation>Pasta do modelo de verificação</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/settings_dialog.py" line="222" />
        <source>%1 MB in %n page(s)</source>
        <translation>
            <numerusform>%1 MB em %n página</numerusform>
            <numerusform>%1 MB em %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="111" />
        <source>C&amp;lear cache</source>
        <translation>&amp;Limpar cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="116" />
        <source>Maximum &amp;size:</source>
        <translation>&amp;Tamanho máximo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="117" />
        <source>In use:</source>
        <translation>Em uso:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="121" />
        <source>Content</source>
        <translation>Conteúdo</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="122" />
        <source>Language model</source>
        <translation>Modelo de linguagem</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="123" />
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="154" />
        <source>This provider needs no API key.</source>
        <translation>Este provedor não precisa de chave de API.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="163" />
        <source>The OS keyring is not available, so a key cannot be stored here. Set the environment variable PREPARO_LLM_API_KEY instead.</source>
        <translation>O chaveiro do sistema não está disponível, então não é possível guardar uma chave aqui. Defina a variável de ambiente PREPARO_LLM_API_KEY.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="166" />
        <source>A key is set (%1).</source>
        <translation>Há uma chave configurada (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="168" />
        <source>No key is stored yet.</source>
        <translation>Ainda não há nenhuma chave guardada.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="235" />
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="251" />
        <source>The cache could not be cleared.</source>
        <translation>Não foi possível limpar o cache.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../app/ui/shortcuts_dialog.py" line="28" />
        <source>Keyboard shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <location filename="../../app/ui/shortcuts_dialog.py" line="32" />
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
    <message>
        <location filename="../../app/ui/shortcuts_dialog.py" line="32" />
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>StepDetails</name>
    <message>
        <location filename="../../app/ui/details.py" line="75" />
        <source>What went wrong</source>
        <translation>O que deu errado</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="79" />
        <source>What it did</source>
        <translation>O que fez</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/details.py" line="84" />
        <source>%n answer(s) and source(s)</source>
        <translation>
            <numerusform>%n resposta ou fonte</numerusform>
            <numerusform>%n respostas e fontes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="96" />
        <source>Arguments</source>
        <translation>Argumentos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="98" />
        <source>Depends on: %1</source>
        <translation>Depende de: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="100" />
        <source>Runs after: %1</source>
        <translation>Executa depois de: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="102" />
        <source>Added by: %1</source>
        <translation>Adicionado por: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="70" />
        <source>Why: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="85" />
        <source>started %1 · finished %2 · %3 ms · %4 attempt(s)</source>
        <translation>início %1 · fim %2 · %3 ms · %4 tentativa(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="105" />
        <source>for the next steps</source>
        <translation>para os próximos passos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="106" />
        <source>goals</source>
        <translation>objetivos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="111" />
        <source>data:</source>
        <translation>dados:</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="115" />
        <source>Click a step in the graph to see its details.</source>
        <translation>Clique num passo do gráfico para ver os detalhes.</translation>
    </message>
</context>
<context>
    <name>TalkDialog</name>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="36" />
        <source>This week's public talk</source>
        <translation>Discurso público desta semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="37" />
        <source>The congregation's schedule has no public talk for this week. Which talk is it? (You are asked once; leave it empty if you don't know.)</source>
        <translation>A programação da congregação não tem discurso público para esta semana. Qual é? (A pergunta é feita uma vez só; deixe em branco se não souber.)</translation>
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="43" />
        <source>Number or title, e.g. 12</source>
        <translation>Número ou título, por ex. 12</translation>
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="47" />
        <source>&amp;Talk:</source>
        <translation>&amp;Discurso:</translation>
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="48" />
        <source>&amp;Speaker:</source>
        <translation>&amp;Orador:</translation>
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="88" />
        <source>The public talk could not be saved: %1</source>
        <translation>Não foi possível salvar o discurso público: %1</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <location filename="../../app/ui/titles.py" line="19" />
        <source>This week's meetings</source>
        <translation>Reuniões desta semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="20" />
        <source>Watchtower study</source>
        <translation>Estudo de A Sentinela</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="21" />
        <source>Midweek meeting</source>
        <translation>Reunião do meio de semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="22" />
        <source>Student assignment</source>
        <translation>Designação de estudante</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="23" />
        <source>Public talk</source>
        <translation>Discurso público</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="24" />
        <source>Scriptures</source>
        <translation>Textos bíblicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="25" />
        <location filename="../../app/ui/titles.py" line="59" />
        <source>Study sheet</source>
        <translation>Folha de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="26" />
        <source>Research</source>
        <translation>Pesquisa</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="27" />
        <source>Answering a question</source>
        <translation>Responder a uma pergunta</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="28" />
        <source>Fact check</source>
        <translation>Verificar uma afirmação</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="29" />
        <source>Is it in the Bible?</source>
        <translation>Está na Bíblia?</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="30" />
        <location filename="../../app/ui/titles.py" line="64" />
        <source>Presentation</source>
        <translation>Apresentação</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="31" />
        <source>Conversation</source>
        <translation>Conversa</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="32" />
        <location filename="../../app/ui/titles.py" line="69" />
        <source>Return visit</source>
        <translation>Revisita</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="33" />
        <location filename="../../app/ui/titles.py" line="63" />
        <source>Daily text</source>
        <translation>Texto diário</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="34" />
        <location filename="../../app/ui/titles.py" line="71" />
        <source>Help for life</source>
        <translation>Ajuda para a vida</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="35" />
        <source>Bible study</source>
        <translation>Estudo bíblico</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="36" />
        <source>What's new</source>
        <translation>Novidades</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="42" />
        <source>Study article</source>
        <translation>Artigo de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="43" />
        <source>Paragraph and question</source>
        <translation>Parágrafo e pergunta</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="44" />
        <source>Review question</source>
        <translation>Pergunta de recapitulação</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="45" />
        <source>Scripture</source>
        <translation>Texto bíblico</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="46" />
        <source>Study note</source>
        <translation>Nota de estudo</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="47" />
        <source>Cross-reference</source>
        <translation>Referência</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="49" />
        <source>Verse in context</source>
        <translation>Versículo no contexto</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="50" />
        <source>Cross-reference with text</source>
        <translation>Referência com o texto</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="51" />
        <source>Point for a comment</source>
        <translation>Ponto para comentar</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="48" />
        <source>Footnote</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="52" />
        <source>Meetings of the week</source>
        <translation>Reuniões da semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="53" />
        <source>Workbook week</source>
        <translation>Semana da Apostila</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="54" />
        <source>Meeting part</source>
        <translation>Parte da reunião</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="55" />
        <source>Workbook reference</source>
        <translation>Referência da Apostila</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="56" />
        <source>Preparation step</source>
        <translation>Passo de preparação</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="57" />
        <source>Talk</source>
        <translation>Discurso</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="58" />
        <source>Outline point</source>
        <translation>Ponto do esboço</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="60" />
        <source>Publication</source>
        <translation>Publicação</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="61" />
        <source>Publications</source>
        <translation>Publicações</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="62" />
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="65" />
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="66" />
        <source>Bible check</source>
        <translation>Verificação bíblica</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="67" />
        <source>Claim check</source>
        <translation>Verificação de uma afirmação</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="68" />
        <source>Evidence</source>
        <translation>Prova</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="70" />
        <source>Care note</source>
        <translation>Nota de apoio</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="72" />
        <source>Notice</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="73" />
        <source>Not found</source>
        <translation>Não encontrado</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="74" />
        <source>Bible study lesson</source>
        <translation>Lição do estudo bíblico</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="75" />
        <source>Lesson section</source>
        <translation>Seção da lição</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="76" />
        <source>For this student</source>
        <translation>Para este estudante</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="77" />
        <source>New on jw.org</source>
        <translation>Novo no jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="78" />
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
</TS>