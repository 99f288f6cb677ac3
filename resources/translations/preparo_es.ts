<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AddStepDialog</name>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="96" />
        <source>Add a step</source>
        <translation>Añadir un paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="114" />
        <source>&amp;Agent:</source>
        <translation>&amp;Agente:</translation>
    </message>
    <message>
        <location filename="../../app/ui/step_dialogs.py" line="119" />
        <source>&amp;Runs after:</source>
        <translation>Se &amp;ejecuta después de:</translation>
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
        <translation>Se comprobará cuando haga una pausa…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="192" />
        <source>✔ Supported by ¶%1:</source>
        <translation>✔ Lo apoya el ¶%1:</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="193" />
        <source>✔ Supported by a cited scripture:</source>
        <translation>✔ Lo apoya un texto citado:</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="197" />
        <source>✘ Contradicts ¶%1:</source>
        <translation>✘ Contradice el ¶%1:</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="198" />
        <source>✘ Contradicts a cited scripture:</source>
        <translation>✘ Contradice un texto citado:</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="205" />
        <source>(checked by matching words: the checking model is not available)</source>
        <translation>(comprobado por coincidencia de palabras: el modelo de comprobación no está disponible)</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="214" />
        <source>A personal note: only for you, never checked</source>
        <translation>Una nota personal: solo para usted, no se comprueba</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="215" />
        <source>My note</source>
        <translation>Mi nota</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="216" />
        <source>Show or hide your personal note on this paragraph</source>
        <translation>Mostrar u ocultar su nota personal sobre este párrafo</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="218" />
        <source>⚠ This paragraph changed since you wrote your comment: read it again.</source>
        <translation>⚠ Este párrafo cambió desde que escribió su comentario: vuelva a leerlo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="195" />
        <source>? Not in the paragraph: it may be true, but the paragraph does not say it.</source>
        <translation>? No está en el párrafo: puede ser cierto, pero el párrafo no lo dice.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="213" />
        <source>Your comment, in your own words…</source>
        <translation>Su comentario, en sus propias palabras…</translation>
    </message>
</context>
<context>
    <name>CongregationDialog</name>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="45" />
        <source>Congregations</source>
        <translation>Congregaciones</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="51" />
        <source>&amp;New</source>
        <translation>&amp;Nueva</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="52" />
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="70" />
        <source>Week (Monday)</source>
        <translation>Semana (lunes)</translation>
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
        <translation>Añadir &amp;semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="75" />
        <source>Remove wee&amp;k</source>
        <translation>&amp;Quitar semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="78" />
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="79" />
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="80" />
        <source>&amp;Midweek meeting:</source>
        <translation>Reunión de &amp;entre semana:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="81" />
        <source>&amp;Weekend meeting:</source>
        <translation>Reunión del &amp;fin de semana:</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="84" />
        <source>Public talks</source>
        <translation>Discursos públicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="145" />
        <source>New congregation</source>
        <translation>Nueva congregación</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="210" />
        <source>Congregation</source>
        <translation>Congregación</translation>
    </message>
    <message>
        <location filename="../../app/ui/congregation_dialog.py" line="247" />
        <source>Two congregations cannot share a name: %1</source>
        <translation>Dos congregaciones no pueden tener el mismo nombre: %1</translation>
    </message>
</context>
<context>
    <name>EmptyState</name>
    <message>
        <location filename="../../app/ui/empty_state.py" line="70" />
        <source>What would you like to prepare?</source>
        <translation>¿Qué le gustaría preparar?</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="71" />
        <source>Prepare a meeting with one click, or type a goal above in your own words.</source>
        <translation>Prepare una reunión con un clic, o escriba arriba un objetivo con sus propias palabras.</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="73" />
        <source>Or try one of these:</source>
        <translation>O pruebe uno de estos:</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="74" />
        <source>Explain John 3:16</source>
        <translation>Explica Juan 3:16</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="75" />
        <source>How do I answer “I'm not interested”?</source>
        <translation>¿Cómo respondo a «No me interesa»?</translation>
    </message>
    <message>
        <location filename="../../app/ui/empty_state.py" line="76" />
        <source>Why does God allow suffering?</source>
        <translation>¿Por qué permite Dios el sufrimiento?</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="54" />
        <source>Export study sheet</source>
        <translation>Exportar hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="66" />
        <source>Inline links</source>
        <translation>Enlaces en el texto</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="67" />
        <source>Footnotes</source>
        <translation>Notas al pie</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="68" />
        <source>Bibliography</source>
        <translation>Bibliografía</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="71" />
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="84" />
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="85" />
        <source>&amp;Citations:</source>
        <translation>&amp;Citas:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="81" />
        <source>&amp;Save as:</source>
        <translation>&amp;Guardar como:</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="92" />
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="125" />
        <source>Save study sheet</source>
        <translation>Guardar hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="135" />
        <source>Choose where to save the study sheet.</source>
        <translation>Elija dónde guardar la hoja de estudio.</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="143" />
        <source>Replace the file?</source>
        <translation>¿Reemplazar el archivo?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="144" />
        <source>%1 already exists. Replace it?</source>
        <translation>%1 ya existe. ¿Desea reemplazarlo?</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="162" />
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/export_dialog.py" line="177" />
        <source>Saved %1</source>
        <translation>Guardado en %1</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../app/ui/findings.py" line="386" />
        <source>link cannot be opened</source>
        <translation>no se puede abrir el enlace</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="441" />
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="445" />
        <source>Open source</source>
        <translation>Abrir la fuente</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="448" />
        <source>Read in the app (from your library)</source>
        <translation>Leer en la aplicación (de su biblioteca)</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="465" />
        <source>Step: %1</source>
        <translation>Paso: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="469" />
        <source>&amp;Group by:</source>
        <translation>&amp;Agrupar por:</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="470" />
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="471" />
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="472" />
        <source>Show all</source>
        <translation>Mostrar todo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="473" />
        <source>&amp;Open source</source>
        <translation>&amp;Abrir la fuente</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="474" />
        <source>Cop&amp;y</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Support</source>
        <translation>Respaldo</translation>
    </message>
    <message>
        <location filename="../../app/ui/findings.py" line="475" />
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="41" />
        <source>Weekend meeting</source>
        <translation>Reunión del fin de semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="42" />
        <source>Midweek meeting</source>
        <translation>Reunión de entre semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="43" />
        <source>Student assignment</source>
        <translation>Asignación de estudiante</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="44" />
        <source>Public talk</source>
        <translation>Discurso público</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="45" />
        <source>Ministry</source>
        <translation>Predicación</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="46" />
        <source>Research</source>
        <translation>Investigación</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="47" />
        <source>Personal study</source>
        <translation>Estudio personal</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="48" />
        <source>Scriptures</source>
        <translation>Textos bíblicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="50" />
        <source>Other</source>
        <translation>Otro</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="76" />
        <source>Run history</source>
        <translation>Historial de ejecuciones</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="85" />
        <source>Search by goal, kind or week</source>
        <translation>Buscar por objetivo, tipo o semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="90" />
        <source>Started</source>
        <translation>Inicio</translation>
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
        <translation>Respuestas</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="104" />
        <source>&amp;Delete…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="192" />
        <source>Delete this run?</source>
        <translation>¿Eliminar esta ejecución?</translation>
    </message>
    <message>
        <location filename="../../app/ui/history_dialog.py" line="193" />
        <source>“%1” and everything it found will be deleted.</source>
        <translation>Se eliminará «%1» y todo lo que encontró.</translation>
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
        <translation>&amp;Reanudar</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <location filename="../../app/ui/labels.py" line="30" />
        <source>finished with problems</source>
        <translation>terminada con problemas</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="12" />
        <source>pending</source>
        <translation>pendiente</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="13" />
        <source>queued</source>
        <translation>en cola</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="14" />
        <location filename="../../app/ui/labels.py" line="28" />
        <source>running</source>
        <translation>en curso</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="15" />
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="16" />
        <location filename="../../app/ui/labels.py" line="33" />
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="17" />
        <source>skipped</source>
        <translation>omitido</translation>
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
        <translation>interrumpida</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="35" />
        <source>unreadable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="29" />
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="42" />
        <source>supported</source>
        <translation>respaldado</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="43" />
        <source>unclear</source>
        <translation>dudoso</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="44" />
        <source>contradicted</source>
        <translation>contradicho</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="51" />
        <source>strong evidence</source>
        <translation>pruebas sólidas</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="52" />
        <source>mixed evidence</source>
        <translation>pruebas mixtas</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="53" />
        <source>weak evidence</source>
        <translation>pruebas débiles</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="54" />
        <source>not checked</source>
        <translation>sin verificar</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="66" />
        <source>Monday</source>
        <translation>Lunes</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="67" />
        <source>Tuesday</source>
        <translation>Martes</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="68" />
        <source>Wednesday</source>
        <translation>Miércoles</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="69" />
        <source>Thursday</source>
        <translation>Jueves</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="70" />
        <source>Friday</source>
        <translation>Viernes</translation>
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
        <translation>La preparación está en curso.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="82" />
        <source>The preparation is ready.</source>
        <translation>La preparación está lista.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="83" />
        <source>The preparation is ready, with problems.</source>
        <translation>La preparación está lista, con problemas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="85" />
        <source>The preparation was interrupted.</source>
        <translation>La preparación se interrumpió.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="87" />
        <source>The preparation failed.</source>
        <translation>La preparación falló.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="88" />
        <source>The preparation was cancelled.</source>
        <translation>La preparación se canceló.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="96" />
        <source>Ready in %1 s.</source>
        <translation>Lista en %1 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="97" />
        <source>Ready in %1 s, with problems.</source>
        <translation>Lista en %1 s, con problemas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="99" />
        <source>Failed after %1 s.</source>
        <translation>Falló tras %1 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="100" />
        <source>Cancelled after %1 s.</source>
        <translation>Cancelada tras %1 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="102" />
        <source>Stopped after %1 s.</source>
        <translation>Detenida tras %1 s.</translation>
    </message>
</context>
<context>
    <name>LibraryPane</name>
    <message>
        <location filename="../../app/ui/library_pane.py" line="64" />
        <source>Your library</source>
        <translation>Su biblioteca</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="71" />
        <source>Publication</source>
        <translation>Publicación</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="71" />
        <source>Issue</source>
        <translation>Número</translation>
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
        <translation>Párrafos</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="73" />
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="73" />
        <source>Update</source>
        <translation>Actualización</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="81" />
        <source>Issues, e.g. 202609 202610</source>
        <translation>Números, por ejemplo 202609 202610</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="87" />
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="89" />
        <source>Import EPUB…</source>
        <translation>Importar EPUB…</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="91" />
        <source>Check for updates</source>
        <translation>Buscar actualizaciones</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="96" />
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="105" />
        <source>Search your library</source>
        <translation>Buscar en su biblioteca</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="111" />
        <source>Open on wol.jw.org</source>
        <translation>Abrir en wol.jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="114" />
        <source>Read in the app</source>
        <translation>Leer en la aplicación</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="116" />
        <source>Open the paragraph in the reading view, from your library (no network needed)</source>
        <translation>Abrir el párrafo en la vista de lectura, desde su biblioteca (sin conexión)</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="177" />
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="183" />
        <source>Publications kept: %1. On disk: %2 MB.</source>
        <translation>Publicaciones guardadas: %1. En el disco: %2 MB.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="200" />
        <source>Write the issues as YYYYMM, e.g. 202609 202610.</source>
        <translation>Escriba los números como AAAAMM, por ejemplo 202609 202610.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="204" />
        <source>Downloaded and indexed.</source>
        <translation>Descargado e indexado.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="207" />
        <source>Import an EPUB</source>
        <translation>Importar un EPUB</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="208" />
        <source>EPUB publications (*.epub)</source>
        <translation>Publicaciones EPUB (*.epub)</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="216" />
        <source>Imported.</source>
        <translation>Importado.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="223" />
        <source>Updates checked.</source>
        <translation>Actualizaciones comprobadas.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="227" />
        <source>Wait for the current operation, or cancel it.</source>
        <translation>Espere a que termine la operación actual, o cancélela.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="232" />
        <source>Working…</source>
        <translation>Trabajando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="239" />
        <source>Cancelled. Adding the issue again resumes its download.</source>
        <translation>Cancelado. Si vuelve a agregar el número, la descarga continúa donde quedó.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="266" />
        <source>Downloading %p%</source>
        <translation>Descargando %p%</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="267" />
        <source>Indexing %p%</source>
        <translation>Indexando %p%</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/library_pane.py" line="291" />
        <source>Nothing in your library is close to “%1”. Searched: %2 (%n issue(s), %3, %4 paragraphs).</source>
        <translation><numerusform>Nada de su biblioteca se acerca a «%1». Se buscó en: %2 (%n número, %3, %4 párrafos).</numerusform><numerusform>Nada de su biblioteca se acerca a «%1». Se buscó en: %2 (%n números, %3, %4 párrafos).</numerusform></translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="298" />
        <source>Nothing found in your library.</source>
        <translation>No se encontró nada en su biblioteca.</translation>
    </message>
    <message>
        <location filename="../../app/ui/library_pane.py" line="336" />
        <source>The link could not be opened.</source>
        <translation>No se pudo abrir el enlace.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/main_window.py" line="937" />
        <source>Show &amp;log</source>
        <translation>Mostrar el re&amp;gistro</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="938" />
        <source>Open the log file: errors with their details</source>
        <translation>Abrir el archivo de registro: los errores con sus detalles</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="852" />
        <source>Nothing has been logged yet. The log will be here:
%1</source>
        <translation>Todavía no hay nada registrado. El registro estará aquí:
%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="319" />
        <source>Plan ready: %n step(s). Review or edit it, then Run.</source>
        <translation>
            <numerusform>Plan listo: %n paso. Revíselo o edítelo y luego pulse Ejecutar.</numerusform>
            <numerusform>Plan listo: %n pasos. Revíselo o edítelo y luego pulse Ejecutar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="667" />
        <source>wol.jw.org cannot be reached. Check the internet connection, then Retry: what was already found is kept.</source>
        <translation>No se puede acceder a wol.jw.org. Revise la conexión a internet y pulse Reintentar: lo que ya se encontró se conserva.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="672" />
        <source>Offline mode is on (Settings) and some pages are not saved on this computer yet. %1</source>
        <translation>El modo sin conexión está activado (Configuración) y algunas páginas aún no están guardadas en este equipo. %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="676" />
        <source>The preparation failed. %1</source>
        <translation>La preparación falló. %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="857" />
        <source>The log could not be opened. It is here:
%1</source>
        <translation>No se pudo abrir el registro. Está aquí:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="249" />
        <source>Opened %1</source>
        <translation>Abierto: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="297" />
        <source>Settings could not be saved: %1</source>
        <translation>No se pudo guardar la configuración: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="305" />
        <source>Type a goal first, for example “Explain John 3:16”.</source>
        <translation>Escriba primero un objetivo, por ejemplo «Explica Juan 3:16».</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="311" />
        <source>The goal is too long (more than %n characters): shorten it.</source>
        <translation>
            <numerusform>El objetivo es demasiado largo (más de %n carácter): acórtelo.</numerusform>
            <numerusform>El objetivo es demasiado largo (más de %n caracteres): acórtelo.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="315" />
        <source>Planning…</source>
        <translation>Planificando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="323" />
        <source>LLM: %1 tokens in, %2 out, %3 s.</source>
        <translation>LLM: %1 tokens de entrada, %2 de salida, %3 s.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="359" />
        <source>Planning the weekend meeting…</source>
        <translation>Planificando la reunión del fin de semana…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="436" />
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="440" />
        <source>Skipping %1…</source>
        <translation>Omitiendo %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="499" />
        <source>Running %1…</source>
        <translation>Ejecutando %1…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="533" />
        <source>Replanning: %1</source>
        <translation>Replanificando: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="837" />
        <source>About Preparo</source>
        <translation>Acerca de Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="842" />
        <source>Prepares meetings and personal study with sources from wol.jw.org.</source>
        <translation>Prepara reuniones y estudio personal con fuentes de wol.jw.org.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="843" />
        <source>Not affiliated with, sponsored by, or endorsed by the Watch Tower Bible and Tract Society or Jehovah's Witnesses.</source>
        <translation>Sin afiliación, patrocinio ni respaldo de la Watch Tower Bible and Tract Society ni de los testigos de Jehová.</translation>
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
        <translation>No se abrió este enlace: solo se permiten enlaces https a jw.org y wol.jw.org, y enlaces jwlibrary:.
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="887" />
        <source>offline</source>
        <translation>sin conexión</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="886" />
        <source>online</source>
        <translation>en línea</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="373" />
        <source>Planning the midweek meeting…</source>
        <translation>Planificando la reunión de entre semana…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/main_window.py" line="577" />
        <source>%n answer(s) and source(s) found; %1.</source>
        <translation>
            <numerusform>%n respuesta o fuente encontrada; %1.</numerusform>
            <numerusform>%n respuestas y fuentes encontradas; %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="589" />
        <source>Comment checked.</source>
        <translation>Comentario comprobado.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="631" />
        <source>No program could open the PDF to print it. It is at %1</source>
        <translation>Ningún programa pudo abrir el PDF para imprimirlo. Está en %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="634" />
        <source>The sheet opened as a PDF, ready to print.</source>
        <translation>La hoja se abrió como PDF, lista para imprimir.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="679" />
        <source>Finished, but part of it did not work. %1</source>
        <translation>Terminó, pero una parte no funcionó. %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="682" />
        <source>Other steps failed too: see the steps in red.</source>
        <translation>Otros pasos también fallaron: vea los pasos en rojo.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="693" />
        <source>Trying again…</source>
        <translation>Intentando de nuevo…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="830" />
        <source>Saved %1</source>
        <translation>Guardado en %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="874" />
        <source>No program on this computer could open the link (a web browser or JW Library is needed). You can copy it:
%1</source>
        <translation>Ningún programa de este equipo pudo abrir el enlace (hace falta un navegador o JW Library). Puede copiarlo:
%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="886" />
        <source>Content comes from wol.jw.org</source>
        <translation>El contenido viene de wol.jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="888" />
        <source>Offline: only what is cached is used (Settings)</source>
        <translation>Sin conexión: solo se usa lo que está en caché (Configuración)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="889" />
        <source>local mirror</source>
        <translation>copia local</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="890" />
        <source>Content comes from a local copy at %1; links point to wol.jw.org</source>
        <translation>El contenido viene de una copia local en %1; los enlaces llevan a wol.jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="892" />
        <source>site unreachable</source>
        <translation>sitio inaccesible</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="893" />
        <source>wol.jw.org could not be reached in the last run; cached pages were used where there were any</source>
        <translation>No se pudo acceder a wol.jw.org en la última ejecución; se usaron las páginas en caché que había</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="904" />
        <source>&amp;Plan</source>
        <translation>&amp;Planificar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="905" />
        <source>Show the plan for the goal (Ctrl+Enter)</source>
        <translation>Mostrar el plan para el objetivo (Ctrl+Intro)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="906" />
        <location filename="../../app/ui/main_window.py" line="944" />
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="906" />
        <source>Run the plan (Ctrl+R)</source>
        <translation>Ejecutar el plan (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="907" />
        <source>Prepare &amp;Sunday</source>
        <translation>Preparar el &amp;domingo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="908" />
        <source>Plan and run the weekend meeting preparation (Ctrl+Shift+S)</source>
        <translation>Planificar y preparar la reunión del fin de semana (Ctrl+Mayús+S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="909" />
        <source>Prepare &amp;midweek</source>
        <translation>Preparar &amp;entre semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="910" />
        <source>Plan and run the midweek meeting preparation (Ctrl+Shift+M)</source>
        <translation>Planificar y ejecutar la preparación de la reunión de entre semana (Ctrl+Mayús+M)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="911" />
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="912" />
        <source>Run &amp;history…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="912" />
        <source>Reopen a past run</source>
        <translation>Volver a abrir una ejecución anterior</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="913" />
        <source>&amp;Library…</source>
        <translation>&amp;Biblioteca…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="914" />
        <source>Publications kept on this computer: download, search, read offline</source>
        <translation>Publicaciones guardadas en esta computadora: descargar, buscar, leer sin conexión</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="924" />
        <source>&amp;Export study sheet…</source>
        <translation>E&amp;xportar hoja de estudio…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="911" />
        <source>Stop the run (Ctrl+.)</source>
        <translation>Detener la preparación (Ctrl+.)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="747" />
        <source>This document is not in your library: open it on wol.jw.org instead.</source>
        <translation>Este documento no está en su biblioteca: ábralo en wol.jw.org.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="753" />
        <source>Read from your library, offline: %1</source>
        <translation>Leído de su biblioteca, sin conexión: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="915" />
        <source>My &amp;notebook…</source>
        <translation>Mi &amp;cuaderno…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="916" />
        <source>Your comments and notes, by week and article; search, export</source>
        <translation>Sus comentarios y notas, por semana y artículo; buscar, exportar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="917" />
        <source>Close the pane (or stop the run)</source>
        <translation>Cerrar el panel (o detener la preparación)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="918" />
        <source>Re&amp;view the plan before running</source>
        <translation>Re&amp;visar el plan antes de ejecutarlo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="919" />
        <source>Return in the goal box only plans; you run the plan with Run</source>
        <translation>Intro en el objetivo solo planifica; el plan se ejecuta con Ejecutar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="920" />
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="921" />
        <source>Show the &amp;plan</source>
        <translation>Mostrar el &amp;plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="922" />
        <source>Show the plan and its graph beside the study sheet, or fold them away (Ctrl+Shift+P)</source>
        <translation>Mostrar el plan y su gráfico junto a la hoja de estudio, o plegarlos (Ctrl+Mayús+P)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="925" />
        <source>Save the answers as a study sheet</source>
        <translation>Guardar las respuestas como hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="926" />
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="927" />
        <source>Con&amp;gregations…</source>
        <translation>Con&amp;gregaciones…</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="928" />
        <source>Edit congregations, meeting times and public talks</source>
        <translation>Editar congregaciones, horarios de reunión y discursos públicos</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="929" />
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="930" />
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="931" />
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="932" />
        <source>&amp;Fit the plan</source>
        <translation>&amp;Ajustar el plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="933" />
        <source>&amp;Goal</source>
        <translation>&amp;Objetivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="934" />
        <source>&amp;About Preparo</source>
        <translation>&amp;Acerca de Preparo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="935" />
        <source>&amp;Advanced view</source>
        <translation>Vista &amp;avanzada</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="936" />
        <source>Show step ids, agent names and raw arguments (Ctrl+Shift+D)</source>
        <translation>Mostrar los identificadores de los pasos, los agentes y los argumentos (Ctrl+Mayús+D)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="943" />
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="945" />
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="946" />
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="947" />
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="948" />
        <source>&amp;Goal:</source>
        <translation>&amp;Objetivo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="950" />
        <source>What do you want to prepare? e.g. “Explain John 3:16”</source>
        <translation>¿Qué quiere preparar? p. ej., «Explica Juan 3:16»</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="951" />
        <source>Content &amp;language:</source>
        <translation>&amp;Idioma del contenido:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="952" />
        <source>The language of the sources and of the study sheet</source>
        <translation>El idioma de las fuentes y de la hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="953" />
        <source>&amp;Interface language</source>
        <translation>Idioma de la &amp;interfaz</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="954" />
        <source>C&amp;ongregation:</source>
        <translation>C&amp;ongregación:</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="955" />
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="956" />
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="957" />
        <source>Step details</source>
        <translation>Detalles del paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="958" />
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="991" />
        <source>Stop and quit?</source>
        <translation>¿Detener y salir?</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="992" />
        <source>A preparation is running. Stop it and quit? What it found so far is kept, and it can be resumed from the history.</source>
        <translation>Hay una preparación en curso. ¿Detenerla y salir? Lo que encontró hasta ahora se guarda, y se puede reanudar desde el historial.</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="998" />
        <source>Stop and quit</source>
        <translation>Detener y salir</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="999" />
        <source>Keep preparing</source>
        <translation>Seguir preparando</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="1022" />
        <source>Plan and run the goal (or only plan it, when plans are reviewed first)</source>
        <translation>Planificar y preparar el objetivo (o solo planificarlo, si revisa los planes antes)</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="959" />
        <source>Study sheet</source>
        <translation>Hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/main_window.py" line="960" />
        <source>Click a step to see its details. Ctrl+wheel or +/− zooms, drag pans, 0 fits.</source>
        <translation>Haga clic en un paso para ver sus detalles. Ctrl+rueda o +/− amplía, arrastrar desplaza, 0 ajusta.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="109" />
        <source>Checked on this computer by the checking model.</source>
        <translation>Comprobado en este equipo por el modelo de comprobación.</translation>
    </message>
    <message>
        <location filename="../../app/ui/labels.py" line="113" />
        <source>Checked by matching words: the checking model was not used.</source>
        <translation>Comprobado por coincidencia de palabras: no se usó el modelo de comprobación.</translation>
    </message>
</context>
<context>
    <name>NotebookDialog</name>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="57" />
        <source>My notebook</source>
        <translation>Mi cuaderno</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="61" />
        <source>Search your comments and notes</source>
        <translation>Buscar en sus comentarios y notas</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="64" />
        <source>Week and article</source>
        <translation>Semana y artículo</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="64" />
        <source>What you wrote</source>
        <translation>Lo que escribió</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="72" />
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="73" />
        <source>Save the whole notebook as one file (to keep a copy or move it to another computer)</source>
        <translation>Guardar todo el cuaderno en un archivo (para tener una copia o llevarlo a otro equipo)</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="76" />
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="77" />
        <source>Add the notes of a notebook file; where both have a note, the newer one is kept</source>
        <translation>Añadir las notas de un archivo de cuaderno; donde ambos tengan una nota, se queda la más reciente</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="113" />
        <source>The notebook could not be read. Details are in the log (Help &gt; Show log).</source>
        <translation>No se pudo leer el cuaderno. Los detalles están en el registro (Ayuda &gt; Mostrar el registro).</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="135" />
        <source>Nothing found for “%1”.</source>
        <translation>No se encontró nada para «%1».</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="141" />
        <source>Week of %1</source>
        <translation>Semana del %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="142" />
        <source>No week</source>
        <translation>Sin semana</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/notebook_dialog.py" line="146" />
        <source>%n paragraph(s) with your notes</source>
        <translation>
            <numerusform>%n párrafo con sus notas</numerusform>
            <numerusform>%n párrafos con sus notas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="154" />
        <source>Nothing written yet. Comments and notes you write on a study sheet appear here.</source>
        <translation>Aún no hay nada escrito. Los comentarios y notas que escriba en una hoja de estudio aparecen aquí.</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="158" />
        <source>Your comment: </source>
        <translation>Su comentario: </translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="158" />
        <source>Your note: </source>
        <translation>Su nota: </translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="163" />
        <source>Export the notebook</source>
        <translation>Exportar el cuaderno</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="177" />
        <source>Saving the notebook…</source>
        <translation>Guardando el cuaderno…</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="184" />
        <source>The notebook could not be saved: %1</source>
        <translation>No se pudo guardar el cuaderno: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="190" />
        <source>The notebook was saved to %1</source>
        <translation>El cuaderno se guardó en %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="194" />
        <source>Import a notebook</source>
        <translation>Importar un cuaderno</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="196" />
        <source>Notebook files (*.json)</source>
        <translation>Archivos de cuaderno (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/notebook_dialog.py" line="205" />
        <source>Reading the notebook file…</source>
        <translation>Leyendo el archivo del cuaderno…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/notebook_dialog.py" line="218" />
        <source>%n note(s) imported.</source>
        <translation>
            <numerusform>Se importó %n nota.</numerusform>
            <numerusform>Se importaron %n notas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlanPanel</name>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="198" />
        <source>What it does</source>
        <translation>Qué hace</translation>
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
        <translation>&amp;Añadir paso…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="201" />
        <source>Add a step from the list of agents</source>
        <translation>Añadir un paso de la lista de agentes</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="202" />
        <source>&amp;Edit arguments…</source>
        <translation>&amp;Editar argumentos…</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="203" />
        <source>Re&amp;move step</source>
        <translation>&amp;Quitar paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="204" />
        <source>S&amp;kip step</source>
        <translation>&amp;Omitir paso</translation>
    </message>
    <message>
        <location filename="../../app/ui/plan_panel.py" line="205" />
        <source>Skip this step; the steps after it still run</source>
        <translation>Omitir este paso; los pasos siguientes se ejecutan igualmente</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="16" />
        <source>Folder</source>
        <translation>Carpeta</translation>
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="17" />
        <source>File Folder</source>
        <translation>Carpeta de archivos</translation>
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="18" />
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <location filename="../../app/ui/file_dialogs.py" line="19" />
        <source>File</source>
        <translation>Archivo</translation>
    </message>
</context>
<context>
    <name>ReadingView</name>
    <message>
        <location filename="../../app/ui/reading_view.py" line="409" />
        <source>Open on wol.jw.org</source>
        <translation>Abrir en wol.jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="685" />
        <source>Your comment could not be saved (is the disk full?). It stays here while the app is open.</source>
        <translation>No se pudo guardar su comentario (¿está lleno el disco?). Se conserva aquí mientras la aplicación esté abierta.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="688" />
        <source>Your notes could not be saved (is the disk full?). They stay here while the app is open.</source>
        <translation>No se pudieron guardar sus notas (¿está lleno el disco?). Se quedan aquí mientras la aplicación esté abierta.</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="724" />
        <source>Saved to %1 — &lt;a href="folder"&gt;Open folder&lt;/a&gt;</source>
        <translation>Guardado en %1 — &lt;a href="folder"&gt;Abrir la carpeta&lt;/a&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="733" />
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="734" />
        <source>Save the sheet as Markdown, HTML, PDF or Word</source>
        <translation>Guardar la hoja como Markdown, HTML, PDF o Word</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="735" />
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="736" />
        <source>Open the sheet as a PDF, ready to print</source>
        <translation>Abrir la hoja como PDF, lista para imprimir</translation>
    </message>
    <message>
        <location filename="../../app/ui/reading_view.py" line="737" />
        <source>Highlight the selected words (again: remove the highlight)</source>
        <translation>Resaltar las palabras seleccionadas (otra vez: quitar el resaltado)</translation>
    </message>
</context>
<context>
    <name>SchemaForm</name>
    <message>
        <location filename="../../app/ui/schema_form.py" line="330" />
        <source>This step takes no arguments.</source>
        <translation>Este paso no tiene argumentos.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="51" />
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="57" />
        <source>None (rules planner only)</source>
        <translation>Ninguno (solo el planificador por reglas)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="64" />
        <source>default for the provider</source>
        <translation>la predeterminada del proveedor</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="68" />
        <source>leave empty to keep the stored key</source>
        <translation>déjelo vacío para conservar la clave guardada</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="74" />
        <source>&amp;Provider:</source>
        <translation>&amp;Proveedor:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="75" />
        <source>&amp;Model:</source>
        <translation>&amp;Modelo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="76" />
        <source>Server &amp;URL:</source>
        <translation>&amp;URL del servidor:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="77" />
        <source>API &amp;key:</source>
        <translation>&amp;Clave de API:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="84" />
        <source>&amp;Offline: use only what is cached</source>
        <translation>&amp;Sin conexión: usar solo lo que está en caché</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="88" />
        <source>the bundled model</source>
        <translation>el modelo incluido</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="89" />
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="97" />
        <source>&amp;wol.jw.org address:</source>
        <translation>Dirección de &amp;wol.jw.org:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="98" />
        <source>&amp;CDN address:</source>
        <translation>Dirección de la &amp;CDN:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="100" />
        <source>Checking &amp;model folder:</source>
        <translation>Carpeta del &amp;modelo de comprobación:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="156" />
        <source>Looking for a stored key…</source>
        <translation>Buscando una clave guardada…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="217" />
        <source>Checking model folder</source>
        <translation>Carpeta del modelo de comprobación</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/settings_dialog.py" line="222" />
        <source>%1 MB in %n page(s)</source>
        <translation>
            <numerusform>%1 MB en %n página</numerusform>
            <numerusform>%1 MB en %n páginas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="111" />
        <source>C&amp;lear cache</source>
        <translation>&amp;Vaciar caché</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="116" />
        <source>Maximum &amp;size:</source>
        <translation>&amp;Tamaño máximo:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="117" />
        <source>In use:</source>
        <translation>En uso:</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="121" />
        <source>Content</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="122" />
        <source>Language model</source>
        <translation>Modelo de lenguaje</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="123" />
        <source>Cache</source>
        <translation>Caché</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="154" />
        <source>This provider needs no API key.</source>
        <translation>Este proveedor no necesita clave de API.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="163" />
        <source>The OS keyring is not available, so a key cannot be stored here. Set the environment variable PREPARO_LLM_API_KEY instead.</source>
        <translation>El llavero del sistema no está disponible, así que aquí no se puede guardar una clave. Defina en su lugar la variable de entorno PREPARO_LLM_API_KEY.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="166" />
        <source>A key is set (%1).</source>
        <translation>Hay una clave configurada (%1).</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="168" />
        <source>No key is stored yet.</source>
        <translation>Todavía no hay ninguna clave guardada.</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="235" />
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <location filename="../../app/ui/settings_dialog.py" line="251" />
        <source>The cache could not be cleared.</source>
        <translation>No se pudo vaciar la caché.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../app/ui/shortcuts_dialog.py" line="28" />
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../app/ui/shortcuts_dialog.py" line="32" />
        <source>What it does</source>
        <translation>Qué hace</translation>
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
        <translation>Qué falló</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="79" />
        <source>What it did</source>
        <translation>Qué hizo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../app/ui/details.py" line="84" />
        <source>%n answer(s) and source(s)</source>
        <translation>
            <numerusform>%n respuesta o fuente</numerusform>
            <numerusform>%n respuestas y fuentes</numerusform>
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
        <translation>Se ejecuta después de: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="102" />
        <source>Added by: %1</source>
        <translation>Añadido por: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="70" />
        <source>Why: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="85" />
        <source>started %1 · finished %2 · %3 ms · %4 attempt(s)</source>
        <translation>inicio %1 · fin %2 · %3 ms · %4 intento(s)</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="105" />
        <source>for the next steps</source>
        <translation>para los pasos siguientes</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="106" />
        <source>goals</source>
        <translation>objetivos</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="111" />
        <source>data:</source>
        <translation>datos:</translation>
    </message>
    <message>
        <location filename="../../app/ui/details.py" line="115" />
        <source>Click a step in the graph to see its details.</source>
        <translation>Haga clic en un paso del gráfico para ver sus detalles.</translation>
    </message>
</context>
<context>
    <name>TalkDialog</name>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="36" />
        <source>This week's public talk</source>
        <translation>Discurso público de esta semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="37" />
        <source>The congregation's schedule has no public talk for this week. Which talk is it? (You are asked once; leave it empty if you don't know.)</source>
        <translation>El programa de la congregación no tiene discurso público para esta semana. ¿Cuál es? (Se pregunta una sola vez; déjelo vacío si no lo sabe.)</translation>
    </message>
    <message>
        <location filename="../../app/ui/talk_dialog.py" line="43" />
        <source>Number or title, e.g. 12</source>
        <translation>Número o título, p. ej. 12</translation>
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
        <translation>No se pudo guardar el discurso público: %1</translation>
    </message>
</context>
<context>
    <name>Titles</name>
    <message>
        <location filename="../../app/ui/titles.py" line="19" />
        <source>This week's meetings</source>
        <translation>Reuniones de esta semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="20" />
        <source>Watchtower study</source>
        <translation>Estudio de La Atalaya</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="21" />
        <source>Midweek meeting</source>
        <translation>Reunión de entre semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="22" />
        <source>Student assignment</source>
        <translation>Asignación de estudiante</translation>
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
        <translation>Hoja de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="26" />
        <source>Research</source>
        <translation>Investigación</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="27" />
        <source>Answering a question</source>
        <translation>Responder una pregunta</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="28" />
        <source>Fact check</source>
        <translation>Comprobar una afirmación</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="29" />
        <source>Is it in the Bible?</source>
        <translation>¿Está en la Biblia?</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="30" />
        <location filename="../../app/ui/titles.py" line="64" />
        <source>Presentation</source>
        <translation>Presentación</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="31" />
        <source>Conversation</source>
        <translation>Conversación</translation>
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
        <translation>Texto diario</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="34" />
        <location filename="../../app/ui/titles.py" line="71" />
        <source>Help for life</source>
        <translation>Ayuda para la vida</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="35" />
        <source>Bible study</source>
        <translation>Estudio bíblico</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="36" />
        <source>What's new</source>
        <translation>Novedades</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="42" />
        <source>Study article</source>
        <translation>Artículo de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="43" />
        <source>Paragraph and question</source>
        <translation>Párrafo y pregunta</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="44" />
        <source>Review question</source>
        <translation>Pregunta de repaso</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="45" />
        <source>Scripture</source>
        <translation>Texto bíblico</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="46" />
        <source>Study note</source>
        <translation>Nota de estudio</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="47" />
        <source>Cross-reference</source>
        <translation>Referencia</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="49" />
        <source>Verse in context</source>
        <translation>Versículo en su contexto</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="50" />
        <source>Cross-reference with text</source>
        <translation>Referencia cruzada con su texto</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="51" />
        <source>Point for a comment</source>
        <translation>Punto para comentar</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="48" />
        <source>Footnote</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="52" />
        <source>Meetings of the week</source>
        <translation>Reuniones de la semana</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="53" />
        <source>Workbook week</source>
        <translation>Semana de la Guía de actividades</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="54" />
        <source>Meeting part</source>
        <translation>Parte de la reunión</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="55" />
        <source>Workbook reference</source>
        <translation>Referencia de la Guía</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="56" />
        <source>Preparation step</source>
        <translation>Paso de preparación</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="57" />
        <source>Talk</source>
        <translation>Discurso</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="58" />
        <source>Outline point</source>
        <translation>Punto del bosquejo</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="60" />
        <source>Publication</source>
        <translation>Publicación</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="61" />
        <source>Publications</source>
        <translation>Publicaciones</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="62" />
        <source>Topic</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="65" />
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="66" />
        <source>Bible check</source>
        <translation>Comprobación bíblica</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="67" />
        <source>Claim check</source>
        <translation>Comprobación de una afirmación</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="68" />
        <source>Evidence</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="70" />
        <source>Care note</source>
        <translation>Nota de apoyo</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="72" />
        <source>Notice</source>
        <translation>Aviso</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="73" />
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="74" />
        <source>Bible study lesson</source>
        <translation>Lección del estudio bíblico</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="75" />
        <source>Lesson section</source>
        <translation>Sección de la lección</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="76" />
        <source>For this student</source>
        <translation>Para este estudiante</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="77" />
        <source>New on jw.org</source>
        <translation>Nuevo en jw.org</translation>
    </message>
    <message>
        <location filename="../../app/ui/titles.py" line="78" />
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
</TS>