<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AddStepDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="96"/>
        <source>Add a step</source>
        <translation>Añadir un paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="114"/>
        <source>&amp;Agent:</source>
        <translation>&amp;Agente:</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="119"/>
        <source>&amp;Runs after:</source>
        <translation>Se &amp;ejecuta después de:</translation>
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
        <translation>Congregaciones</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="51"/>
        <source>&amp;New</source>
        <translation>&amp;Nueva</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="52"/>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70"/>
        <source>Week (Monday)</source>
        <translation>Semana (lunes)</translation>
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
        <translation>Añadir &amp;semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="75"/>
        <source>Remove wee&amp;k</source>
        <translation>&amp;Quitar semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="78"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="79"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="80"/>
        <source>&amp;Midweek meeting:</source>
        <translation>Reunión de &amp;entre semana:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="81"/>
        <source>&amp;Weekend meeting:</source>
        <translation>Reunión del &amp;fin de semana:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="84"/>
        <source>Public talks</source>
        <translation>Discursos públicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="145"/>
        <source>New congregation</source>
        <translation>Nueva congregación</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="210"/>
        <source>Congregation</source>
        <translation>Congregación</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="247"/>
        <source>Two congregations cannot share a name: %1</source>
        <translation>Dos congregaciones no pueden tener el mismo nombre: %1</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="49"/>
        <source>Export study sheet</source>
        <translation>Exportar hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="60"/>
        <source>Inline links</source>
        <translation>Enlaces en el texto</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="61"/>
        <source>Footnotes</source>
        <translation>Notas al pie</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="62"/>
        <source>Bibliography</source>
        <translation>Bibliografía</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="65"/>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="71"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="72"/>
        <source>&amp;Citations:</source>
        <translation>&amp;Citas:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="73"/>
        <source>&amp;Save as:</source>
        <translation>&amp;Guardar como:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="79"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="105"/>
        <source>Save study sheet</source>
        <translation>Guardar hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="115"/>
        <source>Choose where to save the study sheet.</source>
        <translation>Elija dónde guardar la hoja de estudio.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="119"/>
        <source>Replace the file?</source>
        <translation>¿Reemplazar el archivo?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="120"/>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 ya existe. ¿Desea reemplazarlo?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="138"/>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="149"/>
        <source>Saved %1</source>
        <translation>Guardado en %1</translation>
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
        <translation>Abrir la fuente</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="388"/>
        <source>Step: %1</source>
        <translation>Paso: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="391"/>
        <source>&amp;Group by:</source>
        <translation>&amp;Agrupar por:</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="392"/>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="393"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="394"/>
        <source>Show all</source>
        <translation>Mostrar todo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="395"/>
        <source>&amp;Open source</source>
        <translation>&amp;Abrir la fuente</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="396"/>
        <source>Cop&amp;y</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Finding</source>
        <translation>Hallazgo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="397"/>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="32"/>
        <source>Run history</source>
        <translation>Historial de ejecuciones</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="40"/>
        <source>Started</source>
        <translation>Inicio</translation>
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
        <translation>Pasos</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41"/>
        <source>Findings</source>
        <translation>Hallazgos</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="55"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="58"/>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/ui/labels.py" line="30"/>
        <source>finished with problems</source>
        <translation>terminada con problemas</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="12"/>
        <source>pending</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="13"/>
        <source>queued</source>
        <translation>en cola</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="14"/>
        <location filename="../../app/ui/labels.py" line="28"/>
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="15"/>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="16"/>
        <location filename="../../app/ui/labels.py" line="30"/>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="17"/>
        <source>skipped</source>
        <translation>omitido</translation>
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
        <translation>interrumpida</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="35"/>
        <source>unreadable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="29"/>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="38"/>
        <source>supported</source>
        <translation>respaldado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="39"/>
        <source>unclear</source>
        <translation>dudoso</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="40"/>
        <source>contradicted</source>
        <translation>contradicho</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="47"/>
        <source>strong evidence</source>
        <translation>pruebas sólidas</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="48"/>
        <source>mixed evidence</source>
        <translation>pruebas mixtas</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="49"/>
        <source>weak evidence</source>
        <translation>pruebas débiles</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="50"/>
        <source>not checked</source>
        <translation>sin verificar</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="62"/>
        <source>Monday</source>
        <translation>Lunes</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="63"/>
        <source>Tuesday</source>
        <translation>Martes</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="64"/>
        <source>Wednesday</source>
        <translation>Miércoles</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="65"/>
        <source>Thursday</source>
        <translation>Jueves</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="66"/>
        <source>Friday</source>
        <translation>Viernes</translation>
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
        <translation>Mostrar el re&amp;gistro</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>Open the log file: errors with their details</source>
        <translation>Abrir el archivo de registro: los errores con sus detalles</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>Nothing has been logged yet. The log will be here:
%1</source>
        <translation>Todavía no hay nada registrado. El registro estará aquí:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1"/>
        <source>The log could not be opened. It is here:
%1</source>
        <translation>No se pudo abrir el registro. Está aquí:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="310"/>
        <source>Opened %1</source>
        <translation>Abierto: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="368"/>
        <source>Settings could not be saved: %1</source>
        <translation>No se pudo guardar la configuración: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="375"/>
        <source>Type a goal first, for example “Explain John 3:16”.</source>
        <translation>Escriba primero un objetivo, por ejemplo «Explica Juan 3:16».</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="381"/>
        <source>Planning…</source>
        <translation>Planificando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="385"/>
        <source>Plan ready: %1 steps. Review or edit it, then Run.</source>
        <translation>Plan listo: %1 pasos. Revíselo o edítelo y luego pulse Ejecutar.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="391"/>
        <source>LLM: %1 tokens in, %2 out, %3 s.</source>
        <translation>LLM: %1 tokens de entrada, %2 de salida, %3 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="407"/>
        <source>Planning the weekend meeting…</source>
        <translation>Planificando la reunión del fin de semana…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="416"/>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="420"/>
        <source>Skipping %1…</source>
        <translation>Omitiendo %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="483"/>
        <source>Running %1…</source>
        <translation>Ejecutando %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="513"/>
        <source>Replanning: %1</source>
        <translation>Replanificando: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="517"/>
        <source>Run %1 in %2 s.</source>
        <translation>Ejecución %1 en %2 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="538"/>
        <source>Run %1: %2 findings, %3.</source>
        <translation>Ejecución %1: %2 hallazgos, %3.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="626"/>
        <source>About Preparo</source>
        <translation>Acerca de Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="631"/>
        <source>Prepares meetings and personal study with sources from wol.jw.org.</source>
        <translation>Prepara reuniones y estudio personal con fuentes de wol.jw.org.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="632"/>
        <source>Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and Tract Society or Jehovah&apos;s Witnesses.</source>
        <translation>Sin afiliación, patrocinio ni respaldo de la Watch Tower Bible and Tract Society ni de los testigos de Jehová.</translation>
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
        <translation>No se abrió este enlace: solo se permiten enlaces https a jw.org y wol.jw.org, y enlaces jwlibrary:.
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="653"/>
        <source>offline</source>
        <translation>sin conexión</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="654"/>
        <source>online</source>
        <translation>en línea</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="660"/>
        <source>&amp;Plan</source>
        <translation>&amp;Planificar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="661"/>
        <source>Show the plan for the goal (Ctrl+Enter)</source>
        <translation>Mostrar el plan para el objetivo (Ctrl+Intro)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="662"/>
        <location filename="../../app/ui/main_window.py" line="683"/>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="662"/>
        <source>Run the plan (Ctrl+R)</source>
        <translation>Ejecutar el plan (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="663"/>
        <source>Prepare &amp;Sunday</source>
        <translation>Preparar el &amp;domingo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="664"/>
        <source>Plan and run the weekend meeting preparation (Ctrl+Shift+S)</source>
        <translation>Planificar y preparar la reunión del fin de semana (Ctrl+Mayús+S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="665"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="665"/>
        <source>Stop the run (Esc)</source>
        <translation>Detener la ejecución (Esc)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="666"/>
        <source>Run &amp;history…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="666"/>
        <source>Reopen a past run</source>
        <translation>Volver a abrir una ejecución anterior</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="667"/>
        <source>&amp;Export study sheet…</source>
        <translation>E&amp;xportar hoja de estudio…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="668"/>
        <source>Save the findings as a study sheet</source>
        <translation>Guardar los hallazgos como hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="669"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="670"/>
        <source>Con&amp;gregations…</source>
        <translation>Con&amp;gregaciones…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="671"/>
        <source>Edit congregations, meeting times and public talks</source>
        <translation>Editar congregaciones, horarios de reunión y discursos públicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="672"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="673"/>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="674"/>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="675"/>
        <source>&amp;Fit the plan</source>
        <translation>&amp;Ajustar el plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="676"/>
        <source>&amp;Goal</source>
        <translation>&amp;Objetivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="677"/>
        <source>&amp;About Preparo</source>
        <translation>&amp;Acerca de Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="682"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="684"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="685"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="686"/>
        <source>&amp;Goal:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="688"/>
        <source>What do you want to prepare? e.g. “Explain John 3:16”</source>
        <translation>¿Qué quiere preparar? p. ej., «Explica Juan 3:16»</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="689"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="690"/>
        <source>C&amp;ongregation:</source>
        <translation>C&amp;ongregación:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="691"/>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="692"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="693"/>
        <source>Step details</source>
        <translation>Detalles del paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="694"/>
        <source>Click a step to see its details. Ctrl+wheel or +/− zooms, drag pans, 0 fits.</source>
        <translation>Haga clic en un paso para ver sus detalles. Ctrl+rueda o +/− amplía, arrastrar desplaza, 0 ajusta.</translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="164"/>
        <source>Step</source>
        <translation>Paso</translation>
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
        <translation>&amp;Añadir paso…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="167"/>
        <source>Add a step from the list of agents</source>
        <translation>Añadir un paso de la lista de agentes</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="168"/>
        <source>&amp;Edit arguments…</source>
        <translation>&amp;Editar argumentos…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="169"/>
        <source>Re&amp;move step</source>
        <translation>&amp;Quitar paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="170"/>
        <source>S&amp;kip step</source>
        <translation>&amp;Omitir paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="171"/>
        <source>Skip this step; the steps after it still run</source>
        <translation>Omitir este paso; los pasos siguientes se ejecutan igualmente</translation>
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <location filename="../../app/ui/schema_form.py" line="328"/>
        <source>This step takes no arguments.</source>
        <translation>Este paso no tiene argumentos.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="62"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="68"/>
        <source>None (rules planner only)</source>
        <translation>Ninguno (solo el planificador por reglas)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="75"/>
        <source>default for the provider</source>
        <translation>la predeterminada del proveedor</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="79"/>
        <source>leave empty to keep the stored key</source>
        <translation>déjelo vacío para conservar la clave guardada</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="85"/>
        <source>&amp;Provider:</source>
        <translation>&amp;Proveedor:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="86"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="87"/>
        <source>Server &amp;URL:</source>
        <translation>&amp;URL del servidor:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88"/>
        <source>API &amp;key:</source>
        <translation>&amp;Clave de API:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="95"/>
        <source>&amp;Offline: use only what is cached</source>
        <translation>&amp;Sin conexión: usar solo lo que está en caché</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="99"/>
        <source>the bundled model</source>
        <translation>el modelo incluido</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100"/>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="107"/>
        <source>&amp;wol.jw.org address:</source>
        <translation>Dirección de &amp;wol.jw.org:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="108"/>
        <source>&amp;CDN address:</source>
        <translation>Dirección de la &amp;CDN:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="110"/>
        <source>&amp;NLI model folder:</source>
        <translation>Carpeta del modelo &amp;NLI:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="119"/>
        <source>C&amp;lear cache</source>
        <translation>&amp;Vaciar caché</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="124"/>
        <source>Maximum &amp;size:</source>
        <translation>&amp;Tamaño máximo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="125"/>
        <source>In use:</source>
        <translation>En uso:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="129"/>
        <source>Content</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="130"/>
        <source>Language model</source>
        <translation>Modelo de lenguaje</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="131"/>
        <source>Cache</source>
        <translation>Caché</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="156"/>
        <source>This provider needs no API key.</source>
        <translation>Este proveedor no necesita clave de API.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="161"/>
        <source>The OS keyring is not available, so a key cannot be stored here. Set the environment variable PREPARO_LLM_API_KEY instead.</source>
        <translation>El llavero del sistema no está disponible, así que aquí no se puede guardar una clave. Defina en su lugar la variable de entorno PREPARO_LLM_API_KEY.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="164"/>
        <source>A key is set (%1).</source>
        <translation>Hay una clave configurada (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="166"/>
        <source>No key is stored yet.</source>
        <translation>Todavía no hay ninguna clave guardada.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="200"/>
        <source>NLI model folder</source>
        <translation>Carpeta del modelo NLI</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="206"/>
        <source>%1 MB in %2 entries</source>
        <translation>%1 MB en %2 entradas</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="220"/>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="236"/>
        <source>The cache could not be cleared.</source>
        <translation>No se pudo vaciar la caché.</translation>
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
        <translation>Se ejecuta después de: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="67"/>
        <source>Added by: %1</source>
        <translation>Añadido por: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="69"/>
        <source>Why: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="73"/>
        <source>Timings</source>
        <translation>Tiempos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="74"/>
        <source>started %1 · finished %2 · %3 ms · %4 attempt(s)</source>
        <translation>inicio %1 · fin %2 · %3 ms · %4 intento(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="80"/>
        <source>Findings: %1</source>
        <translation>Hallazgos: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="83"/>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="86"/>
        <source>Handoff</source>
        <translation>Traspaso</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="87"/>
        <source>did</source>
        <translation>hizo</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="88"/>
        <source>for the next steps</source>
        <translation>para los pasos siguientes</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="89"/>
        <source>goals</source>
        <translation>objetivos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="94"/>
        <source>data:</source>
        <translation>datos:</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="98"/>
        <source>Click a step in the graph to see its details.</source>
        <translation>Haga clic en un paso del gráfico para ver sus detalles.</translation>
    </message>
</context>
</TS>
