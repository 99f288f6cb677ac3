"""Fill the unfinished entries of the UI catalogs (resources/translations/*.ts) from the
table below, then the .qm files are made with pyside6-lrelease (see docs/UI.md).

    .venv/bin/python scripts/translate_ui.py

An entry is keyed by its source text; where one text needs different words in two
contexts, the key is "Context|text". Entries without a translation here stay unfinished
and are listed, so a missing one is seen (tests/ui/test_catalogs.py fails on them). A
"%n" message takes a tuple of its plural forms, in English too."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

# A text, or for a "%n" message its plural forms (one, other): Qt's numerus forms
Translation = str | tuple[str, ...]

ES: dict[str, Translation] = {
    "Read in the app (from your library)": "Leer en la aplicación (de su biblioteca)",
    "Read in the app": "Leer en la aplicación",
    "Open the paragraph in the reading view, from your library (no network needed)": "Abrir el párrafo en la vista de lectura, desde su biblioteca (sin conexión)",
    "This document is not in your library: open it on wol.jw.org instead.": "Este documento no está en su biblioteca: ábralo en wol.jw.org.",
    "Read from your library, offline: %1": "Leído de su biblioteca, sin conexión: %1",
    "Checking when you pause…": "Se comprobará cuando haga una pausa…",
    "✔ Supported by ¶%1:": "✔ Lo apoya el ¶%1:",
    "✔ Supported by a cited scripture:": "✔ Lo apoya un texto citado:",
    "? Not in the paragraph: it may be true, but the paragraph does not say it.":
        "? No está en el párrafo: puede ser cierto, pero el párrafo no lo dice.",
    "✘ Contradicts ¶%1:": "✘ Contradice el ¶%1:",
    "✘ Contradicts a cited scripture:": "✘ Contradice un texto citado:",
    "(checked by word overlap: the model is not available)":
        "(comprobado por coincidencia de palabras: el modelo no está disponible)",
    "Your comment, in your own words…": "Su comentario, en sus propias palabras…",
    "What would you like to prepare?": "¿Qué le gustaría preparar?",
    "Prepare a meeting with one click, or type a goal above in your own words.":
        "Prepare una reunión con un clic, o escriba arriba un objetivo con sus propias "
        "palabras.",
    "Or try one of these:": "O pruebe uno de estos:",
    "Explain John 3:16": "Explica Juan 3:16",
    "How do I answer “I'm not interested”?": "¿Cómo respondo a «No me interesa»?",
    "Why does God allow suffering?": "¿Por qué permite Dios el sufrimiento?",
    "Weekend meeting": "Reunión del fin de semana",
    "Midweek meeting": "Reunión de entre semana",
    "Student assignment": "Asignación de estudiante",
    "Public talk": "Discurso público",
    "Ministry": "Predicación",
    "Research": "Investigación",
    "Personal study": "Estudio personal",
    "Scriptures": "Textos bíblicos",
    "Other": "Otro",
    "Search by goal, kind or week": "Buscar por objetivo, tipo o semana",
    "Week": "Semana",
    "Kind": "Tipo",
    "&Delete…": "&Eliminar…",
    "Delete this run?": "¿Eliminar esta ejecución?",
    "“%1” and everything it found will be deleted.":
        "Se eliminará «%1» y todo lo que encontró.",
    "Preparo": "Preparo",
    "interrupted": "interrumpida",
    "Planning the midweek meeting…": "Planificando la reunión de entre semana…",
    "No program could open the PDF to print it. It is at %1":
        "Ningún programa pudo abrir el PDF para imprimirlo. Está en %1",
    "The sheet opened as a PDF, ready to print.":
        "La hoja se abrió como PDF, lista para imprimir.",
    "The preparation failed. %1": "La preparación falló. %1",
    "Finished, but part of it did not work. %1": "Terminó, pero una parte no funcionó. %1",
    "Other steps failed too: see the steps in red.":
        "Otros pasos también fallaron: vea los pasos en rojo.",
    "Saved %1": "Guardado en %1",
    "No program on this computer could open the link (a web browser or JW Library is "
    "needed). You can copy it:\n%1":
        "Ningún programa de este equipo pudo abrir el enlace (hace falta un navegador o "
        "JW Library). Puede copiarlo:\n%1",
    "Content comes from wol.jw.org": "El contenido viene de wol.jw.org",
    "Offline: only what is cached is used (Settings)":
        "Sin conexión: solo se usa lo que está en caché (Configuración)",
    "local mirror": "copia local",
    "Content comes from a local copy at %1; links point to wol.jw.org":
        "El contenido viene de una copia local en %1; los enlaces llevan a wol.jw.org",
    "site unreachable": "sitio inaccesible",
    "wol.jw.org could not be reached in the last run; cached pages were used where there "
    "were any":
        "No se pudo acceder a wol.jw.org en la última ejecución; se usaron las páginas en "
        "caché que había",
    "Prepare &midweek": "Preparar &entre semana",
    "Plan and run the midweek meeting preparation (Ctrl+Shift+M)":
        "Planificar y ejecutar la preparación de la reunión de entre semana (Ctrl+Mayús+M)",
    "&Advanced view": "Vista &avanzada",
    "Show step ids, agent names and raw arguments (Ctrl+Shift+D)":
        "Mostrar los identificadores de los pasos, los agentes y los argumentos "
        "(Ctrl+Mayús+D)",
    "Content &language:": "&Idioma del contenido:",
    "The language of the sources and of the study sheet":
        "El idioma de las fuentes y de la hoja de estudio",
    "&Interface language": "Idioma de la &interfaz",
    "Findings": "Hallazgos",
    "Study sheet": "Hoja de estudio",
    "What it does": "Qué hace",
    "Your comment could not be saved (is the disk full?). It stays here while the app is "
    "open.":
        "No se pudo guardar su comentario (¿está lleno el disco?). Se conserva aquí mientras "
        "la aplicación esté abierta.",
    'Saved to %1 — <a href="folder">Open folder</a>':
        'Guardado en %1 — <a href="folder">Abrir la carpeta</a>',
    "&Export…": "&Exportar…",
    "Save the sheet as Markdown, HTML, PDF or Word":
        "Guardar la hoja como Markdown, HTML, PDF o Word",
    "&Print…": "Im&primir…",
    "Open the sheet as a PDF, ready to print": "Abrir la hoja como PDF, lista para imprimir",
    "What went wrong": "Qué falló",
    "What it did": "Qué hizo",
    # Titles
    "This week's meetings": "Reuniones de esta semana",
    "Watchtower study": "Estudio de La Atalaya",
    "Answering a question": "Responder una pregunta",
    "Fact check": "Comprobar una afirmación",
    "Is it in the Bible?": "¿Está en la Biblia?",
    "Presentation": "Presentación",
    "Conversation": "Conversación",
    "Return visit": "Revisita",
    "Daily text": "Texto diario",
    "Help for life": "Ayuda para la vida",
    "Study article": "Artículo de estudio",
    "Paragraph and question": "Párrafo y pregunta",
    "Review question": "Pregunta de repaso",
    "Scripture": "Texto bíblico",
    "Study note": "Nota de estudio",
    "Cross-reference": "Referencia",
    "Footnote": "Nota",
    "Meetings of the week": "Reuniones de la semana",
    "Workbook week": "Semana de la Guía de actividades",
    "Meeting part": "Parte de la reunión",
    "Workbook reference": "Referencia de la Guía",
    "Preparation step": "Paso de preparación",
    "Talk": "Discurso",
    "Outline point": "Punto del bosquejo",
    "Publication": "Publicación",
    "Publications": "Publicaciones",
    "Topic": "Tema",
    "Answer": "Respuesta",
    "Bible check": "Comprobación bíblica",
    "Evidence": "Prueba",
    "Care note": "Nota de apoyo",
    "Notice": "Aviso",
    "Not found": "No encontrado",
    "Bible study": "Estudio bíblico",
    "What's new": "Novedades",
    "Bible study lesson": "Lección del estudio bíblico",
    "Lesson section": "Sección de la lección",
    "For this student": "Para este estudiante",
    "New on jw.org": "Nuevo en jw.org",
    "Note": "Nota",
    "Checked by the local NLI model.": "Comprobado por el modelo NLI local.",
    "Checked by word overlap: the NLI model was not used.":
        "Comprobado por coincidencia de palabras: no se usó el modelo NLI.",
    "Comment checked.": "Comentario comprobado.",
    # words Qt's own Spanish catalog lacks (app/ui/file_dialogs.py)
    "QAbstractFileIconProvider|Folder": "Carpeta",
    "QAbstractFileIconProvider|File Folder": "Carpeta de archivos",
    "QAbstractFileIconProvider|Drive": "Unidad",
    "QAbstractFileIconProvider|File": "Archivo",
    # the Library pane (app/ui/library_pane.py) and its menu action
    'LibraryPane|Your library': 'Su biblioteca',
    'LibraryPane|Publication': 'Publicación',
    'LibraryPane|Issue': 'Número',
    'LibraryPane|Language': 'Idioma',
    'LibraryPane|Title': 'Título',
    'LibraryPane|Paragraphs': 'Párrafos',
    'LibraryPane|Size': 'Tamaño',
    'LibraryPane|Update': 'Actualización',
    'Issues, e.g. 202609 202610': 'Números, por ejemplo 202609 202610',
    'LibraryPane|Download': 'Descargar',
    'Import EPUB…': 'Importar EPUB…',
    'Check for updates': 'Buscar actualizaciones',
    'LibraryPane|Cancel': 'Cancelar',
    'Search your library': 'Buscar en su biblioteca',
    'Open on wol.jw.org': 'Abrir en wol.jw.org',
    'LibraryPane|available': 'disponible',
    'Publications kept: %1. On disk: %2 MB.': 'Publicaciones guardadas: %1. En el disco: %2 MB.',
    'Write the issues as YYYYMM, e.g. 202609 202610.':
        'Escriba los números como AAAAMM, por ejemplo 202609 202610.',
    'Downloaded and indexed.': 'Descargado e indexado.',
    'Import an EPUB': 'Importar un EPUB',
    'EPUB publications (*.epub)': 'Publicaciones EPUB (*.epub)',
    'Imported.': 'Importado.',
    'Updates checked.': 'Actualizaciones comprobadas.',
    'Wait for the current operation, or cancel it.':
        'Espere a que termine la operación actual, o cancélela.',
    'LibraryPane|Working…': 'Trabajando…',
    'Cancelled. Adding the issue again resumes its download.':
        'Cancelado. Si vuelve a agregar el número, la descarga continúa donde quedó.',
    'Downloading %p%': 'Descargando %p%',
    'Indexing %p%': 'Indexando %p%',
    'Nothing found in your library.': 'No se encontró nada en su biblioteca.',
    'The link could not be opened.': 'No se pudo abrir el enlace.',
    '&Library…': '&Biblioteca…',
    'Publications kept on this computer: download, search, read offline':
        'Publicaciones guardadas en esta computadora: descargar, buscar, leer sin conexión',
    'Titles|Claim check': 'Comprobación de una afirmación',
    # issue 32: the notebook, one step, clear states, plural forms, plain words
    '(checked by matching words: the checking model is not available)':
        '(comprobado por coincidencia de palabras: el modelo de comprobación no está '
        'disponible)',
    'A personal note: only for you, never checked':
        'Una nota personal: solo para usted, no se comprueba',
    'My note':
        'Mi nota',
    'Show or hide your personal note on this paragraph':
        'Mostrar u ocultar su nota personal sobre este párrafo',
    '⚠ This paragraph changed since you wrote your comment: read it again.':
        '⚠ Este párrafo cambió desde que escribió su comentario: vuelva a leerlo.',
    'Support':
        'Respaldo',
    'Answers':
        'Respuestas',
    'Cancelled after %1 s.':
        'Cancelada tras %1 s.',
    'Failed after %1 s.':
        'Falló tras %1 s.',
    'Ready in %1 s, with problems.':
        'Lista en %1 s, con problemas.',
    'Ready in %1 s.':
        'Lista en %1 s.',
    'Stopped after %1 s.':
        'Detenida tras %1 s.',
    'The preparation failed.':
        'La preparación falló.',
    'The preparation is ready, with problems.':
        'La preparación está lista, con problemas.',
    'The preparation is ready.':
        'La preparación está lista.',
    'The preparation is running.':
        'La preparación está en curso.',
    'The preparation was cancelled.':
        'La preparación se canceló.',
    'The preparation was interrupted.':
        'La preparación se interrumpió.',
    "Nothing in your library is close to “%1”. Searched: %2 (%n issue(s), %3, %4 paragraphs).":
        (
            "Nada de su biblioteca se acerca a «%1»."
            " Se buscó en: %2 (%n número, %3, %4 párrafos).",
            "Nada de su biblioteca se acerca a «%1»."
            " Se buscó en: %2 (%n números, %3, %4 párrafos).",
        ),
    '%n answer(s) and source(s) found; %1.':
        (
            '%n respuesta o fuente encontrada; %1.',
            '%n respuestas y fuentes encontradas; %1.',
        ),
    '&Keyboard shortcuts':
        '&Atajos de teclado',
    '&Retry':
        '&Reintentar',
    'A preparation is running. Stop it and quit? What it found so far is kept, and it can be '
    'resumed from the history.':
        'Hay una preparación en curso. ¿Detenerla y salir? Lo que encontró hasta ahora se '
        'guarda, y se puede reanudar desde el historial.',
    'Checked by matching words: the checking model was not used.':
        'Comprobado por coincidencia de palabras: no se usó el modelo de comprobación.',
    'Checked on this computer by the checking model.':
        'Comprobado en este equipo por el modelo de comprobación.',
    'Close the pane (or stop the run)':
        'Cerrar el panel (o detener la preparación)',
    'Keep preparing':
        'Seguir preparando',
    'My &notebook…':
        'Mi &cuaderno…',
    'Offline mode is on (Settings) and some pages are not saved on this computer yet. %1':
        'El modo sin conexión está activado (Configuración) y algunas páginas aún no están '
        'guardadas en este equipo. %1',
    'Plan and run the goal (or only plan it, when plans are reviewed first)':
        'Planificar y preparar el objetivo (o solo planificarlo, si revisa los planes antes)',
    'Plan ready: %n step(s). Review or edit it, then Run.':
        (
            'Plan listo: %n paso. Revíselo o edítelo y luego pulse Ejecutar.',
            'Plan listo: %n pasos. Revíselo o edítelo y luego pulse Ejecutar.',
        ),
    'Re&view the plan before running':
        'Re&visar el plan antes de ejecutarlo',
    'Return in the goal box only plans; you run the plan with Run':
        'Intro en el objetivo solo planifica; el plan se ejecuta con Ejecutar',
    'Save the answers as a study sheet':
        'Guardar las respuestas como hoja de estudio',
    'Stop and quit':
        'Detener y salir',
    'Stop and quit?':
        '¿Detener y salir?',
    'Stop the run (Ctrl+.)':
        'Detener la preparación (Ctrl+.)',
    'The goal is too long (more than %n characters): shorten it.':
        (
            'El objetivo es demasiado largo (más de %n carácter): acórtelo.',
            'El objetivo es demasiado largo (más de %n caracteres): acórtelo.',
        ),
    'Trying again…':
        'Intentando de nuevo…',
    'Your comments and notes, by week and article; search, export':
        'Sus comentarios y notas, por semana y artículo; buscar, exportar',
    'wol.jw.org cannot be reached. Check the internet connection, then Retry: what was '
    'already found is kept.':
        'No se puede acceder a wol.jw.org. Revise la conexión a internet y pulse Reintentar: '
        'lo que ya se encontró se conserva.',
    '%n note(s) imported.':
        (
            'Se importó %n nota.',
            'Se importaron %n notas.',
        ),
    '%n paragraph(s) with your notes':
        (
            '%n párrafo con sus notas',
            '%n párrafos con sus notas',
        ),
    '&Import…':
        '&Importar…',
    'Add the notes of a notebook file; where both have a note, the newer one is kept':
        'Añadir las notas de un archivo de cuaderno; donde ambos tengan una nota, se queda la '
        'más reciente',
    'Export the notebook':
        'Exportar el cuaderno',
    'Import a notebook':
        'Importar un cuaderno',
    'My notebook':
        'Mi cuaderno',
    'No week':
        'Sin semana',
    'Notebook files (*.json)':
        'Archivos de cuaderno (*.json)',
    'Nothing found for “%1”.':
        'No se encontró nada para «%1».',
    'Nothing written yet. Comments and notes you write on a study sheet appear here.':
        'Aún no hay nada escrito. Los comentarios y notas que escriba en una hoja de estudio '
        'aparecen aquí.',
    'Save the whole notebook as one file (to keep a copy or move it to another computer)':
        'Guardar todo el cuaderno en un archivo (para tener una copia o llevarlo a otro equipo)',
    'Search your comments and notes':
        'Buscar en sus comentarios y notas',
    'The notebook could not be saved: %1':
        'No se pudo guardar el cuaderno: %1',
    'The notebook could not be read. Details are in the log (Help > Show log).':
        'No se pudo leer el cuaderno. Los detalles están en el registro '
        '(Ayuda > Mostrar el registro).',
    'Saving the notebook…':
        'Guardando el cuaderno…',
    'Reading the notebook file…':
        'Leyendo el archivo del cuaderno…',
    'Looking for a stored key…':
        'Buscando una clave guardada…',
    'The notebook was saved to %1':
        'El cuaderno se guardó en %1',
    'Week and article':
        'Semana y artículo',
    'Week of %1':
        'Semana del %1',
    'What you wrote':
        'Lo que escribió',
    'Your comment: ':
        'Su comentario: ',
    'Your note: ':
        'Su nota: ',
    'notebook':
        'cuaderno',
    'Highlight the selected words (again: remove the highlight)':
        'Resaltar las palabras seleccionadas (otra vez: quitar el resaltado)',
    'Your notes could not be saved (is the disk full?). They stay here while the app is open.':
        'No se pudieron guardar sus notas (¿está lleno el disco?). Se quedan aquí mientras la '
        'aplicación esté abierta.',
    '%1 MB in %n page(s)':
        (
            '%1 MB en %n página',
            '%1 MB en %n páginas',
        ),
    'Checking &model folder:':
        'Carpeta del &modelo de comprobación:',
    'Checking model folder':
        'Carpeta del modelo de comprobación',
    'Keyboard shortcuts':
        'Atajos de teclado',
    'Keys':
        'Teclas',
    '%n answer(s) and source(s)':
        (
            '%n respuesta o fuente',
            '%n respuestas y fuentes',
        ),
    'Claim check':
        'Comprobación de una afirmación',
    'Show the &plan':
        'Mostrar el &plan',
    'Show the plan and its graph beside the study sheet, or fold them away (Ctrl+Shift+P)':
        'Mostrar el plan y su gráfico junto a la hoja de estudio, o plegarlos (Ctrl+Mayús+P)',
}

PT: dict[str, Translation] = {
    "Read in the app (from your library)": "Ler no aplicativo (da sua biblioteca)",
    "Read in the app": "Ler no aplicativo",
    "Open the paragraph in the reading view, from your library (no network needed)": "Abrir o parágrafo na visualização de leitura, da sua biblioteca (sem internet)",
    "This document is not in your library: open it on wol.jw.org instead.": "Este documento não está na sua biblioteca: abra-o no wol.jw.org.",
    "Read from your library, offline: %1": "Lido da sua biblioteca, sem internet: %1",
    "Checking when you pause…": "Será verificado quando você fizer uma pausa…",
    "✔ Supported by ¶%1:": "✔ Apoiado pelo ¶%1:",
    "✔ Supported by a cited scripture:": "✔ Apoiado por um texto citado:",
    "? Not in the paragraph: it may be true, but the paragraph does not say it.":
        "? Não está no parágrafo: pode ser verdade, mas o parágrafo não diz isso.",
    "✘ Contradicts ¶%1:": "✘ Contradiz o ¶%1:",
    "✘ Contradicts a cited scripture:": "✘ Contradiz um texto citado:",
    "(checked by word overlap: the model is not available)":
        "(verificado por palavras em comum: o modelo não está disponível)",
    "Your comment, in your own words…": "Seu comentário, com suas próprias palavras…",
    "What would you like to prepare?": "O que você gostaria de preparar?",
    "Prepare a meeting with one click, or type a goal above in your own words.":
        "Prepare uma reunião com um clique, ou digite acima um objetivo com suas próprias "
        "palavras.",
    "Or try one of these:": "Ou experimente um destes:",
    "Explain John 3:16": "Explique João 3:16",
    "How do I answer “I'm not interested”?": "Como respondo a “Não tenho interesse”?",
    "Why does God allow suffering?": "Por que Deus permite o sofrimento?",
    "Weekend meeting": "Reunião do fim de semana",
    "Midweek meeting": "Reunião do meio de semana",
    "Student assignment": "Designação de estudante",
    "Public talk": "Discurso público",
    "Ministry": "Ministério",
    "Research": "Pesquisa",
    "Personal study": "Estudo pessoal",
    "Scriptures": "Textos bíblicos",
    "Other": "Outro",
    "Search by goal, kind or week": "Pesquisar por objetivo, tipo ou semana",
    "Week": "Semana",
    "Kind": "Tipo",
    "&Delete…": "&Excluir…",
    "Delete this run?": "Excluir esta execução?",
    "“%1” and everything it found will be deleted.":
        "“%1” e tudo o que ela encontrou serão excluídos.",
    "Preparo": "Preparo",
    "interrupted": "interrompida",
    "Planning the midweek meeting…": "Planejando a reunião do meio de semana…",
    "No program could open the PDF to print it. It is at %1":
        "Nenhum programa conseguiu abrir o PDF para imprimir. Ele está em %1",
    "The sheet opened as a PDF, ready to print.":
        "A folha foi aberta como PDF, pronta para imprimir.",
    "The preparation failed. %1": "A preparação falhou. %1",
    "Finished, but part of it did not work. %1":
        "Terminou, mas uma parte não funcionou. %1",
    "Other steps failed too: see the steps in red.":
        "Outros passos também falharam: veja os passos em vermelho.",
    "Saved %1": "Salvo em %1",
    "No program on this computer could open the link (a web browser or JW Library is "
    "needed). You can copy it:\n%1":
        "Nenhum programa deste computador conseguiu abrir o link (é preciso um navegador ou "
        "o JW Library). Você pode copiá-lo:\n%1",
    "Content comes from wol.jw.org": "O conteúdo vem de wol.jw.org",
    "Offline: only what is cached is used (Settings)":
        "Offline: só é usado o que está no cache (Configurações)",
    "local mirror": "cópia local",
    "Content comes from a local copy at %1; links point to wol.jw.org":
        "O conteúdo vem de uma cópia local em %1; os links levam a wol.jw.org",
    "site unreachable": "site inacessível",
    "wol.jw.org could not be reached in the last run; cached pages were used where there "
    "were any":
        "Não foi possível acessar wol.jw.org na última execução; foram usadas as páginas do "
        "cache que havia",
    "Prepare &midweek": "Preparar &meio de semana",
    "Plan and run the midweek meeting preparation (Ctrl+Shift+M)":
        "Planejar e executar a preparação da reunião do meio de semana (Ctrl+Shift+M)",
    "&Advanced view": "Visão &avançada",
    "Show step ids, agent names and raw arguments (Ctrl+Shift+D)":
        "Mostrar os identificadores dos passos, os agentes e os argumentos (Ctrl+Shift+D)",
    "Content &language:": "&Idioma do conteúdo:",
    "The language of the sources and of the study sheet":
        "O idioma das fontes e da folha de estudo",
    "&Interface language": "Idioma da &interface",
    "Findings": "Resultados",
    "Study sheet": "Folha de estudo",
    "What it does": "O que faz",
    "Your comment could not be saved (is the disk full?). It stays here while the app is "
    "open.":
        "Não foi possível salvar seu comentário (o disco está cheio?). Ele fica aqui enquanto "
        "o aplicativo estiver aberto.",
    'Saved to %1 — <a href="folder">Open folder</a>':
        'Salvo em %1 — <a href="folder">Abrir a pasta</a>',
    "&Export…": "&Exportar…",
    "Save the sheet as Markdown, HTML, PDF or Word":
        "Salvar a folha como Markdown, HTML, PDF ou Word",
    "&Print…": "Im&primir…",
    "Open the sheet as a PDF, ready to print": "Abrir a folha como PDF, pronta para imprimir",
    "What went wrong": "O que deu errado",
    "What it did": "O que fez",
    # Titles
    "This week's meetings": "Reuniões desta semana",
    "Watchtower study": "Estudo de A Sentinela",
    "Answering a question": "Responder a uma pergunta",
    "Fact check": "Verificar uma afirmação",
    "Is it in the Bible?": "Está na Bíblia?",
    "Presentation": "Apresentação",
    "Conversation": "Conversa",
    "Return visit": "Revisita",
    "Daily text": "Texto diário",
    "Help for life": "Ajuda para a vida",
    "Study article": "Artigo de estudo",
    "Paragraph and question": "Parágrafo e pergunta",
    "Review question": "Pergunta de recapitulação",
    "Scripture": "Texto bíblico",
    "Study note": "Nota de estudo",
    "Cross-reference": "Referência",
    "Footnote": "Nota",
    "Meetings of the week": "Reuniões da semana",
    "Workbook week": "Semana da Apostila",
    "Meeting part": "Parte da reunião",
    "Workbook reference": "Referência da Apostila",
    "Preparation step": "Passo de preparação",
    "Talk": "Discurso",
    "Outline point": "Ponto do esboço",
    "Publication": "Publicação",
    "Publications": "Publicações",
    "Topic": "Tema",
    "Answer": "Resposta",
    "Bible check": "Verificação bíblica",
    "Evidence": "Prova",
    "Care note": "Nota de apoio",
    "Notice": "Aviso",
    "Not found": "Não encontrado",
    "Bible study": "Estudo bíblico",
    "What's new": "Novidades",
    "Bible study lesson": "Lição do estudo bíblico",
    "Lesson section": "Seção da lição",
    "For this student": "Para este estudante",
    "New on jw.org": "Novo no jw.org",
    "Note": "Nota",
    "Checked by the local NLI model.": "Verificado pelo modelo NLI local.",
    "Checked by word overlap: the NLI model was not used.":
        "Verificado por palavras em comum: o modelo NLI não foi usado.",
    "Comment checked.": "Comentário verificado.",
    "QAbstractFileIconProvider|Folder": "Pasta",
    "QAbstractFileIconProvider|File Folder": "Pasta de arquivos",
    "QAbstractFileIconProvider|Drive": "Unidade",
    "QAbstractFileIconProvider|File": "Arquivo",
    # the Library pane (app/ui/library_pane.py) and its menu action
    'LibraryPane|Your library': 'Sua biblioteca',
    'LibraryPane|Publication': 'Publicação',
    'LibraryPane|Issue': 'Edição',
    'LibraryPane|Language': 'Idioma',
    'LibraryPane|Title': 'Título',
    'LibraryPane|Paragraphs': 'Parágrafos',
    'LibraryPane|Size': 'Tamanho',
    'LibraryPane|Update': 'Atualização',
    'Issues, e.g. 202609 202610': 'Edições, por exemplo 202609 202610',
    'LibraryPane|Download': 'Baixar',
    'Import EPUB…': 'Importar EPUB…',
    'Check for updates': 'Procurar atualizações',
    'LibraryPane|Cancel': 'Cancelar',
    'Search your library': 'Pesquisar na sua biblioteca',
    'Open on wol.jw.org': 'Abrir no wol.jw.org',
    'LibraryPane|available': 'disponível',
    'Publications kept: %1. On disk: %2 MB.': 'Publicações guardadas: %1. No disco: %2 MB.',
    'Write the issues as YYYYMM, e.g. 202609 202610.':
        'Escreva as edições como AAAAMM, por exemplo 202609 202610.',
    'Downloaded and indexed.': 'Baixado e indexado.',
    'Import an EPUB': 'Importar um EPUB',
    'EPUB publications (*.epub)': 'Publicações EPUB (*.epub)',
    'Imported.': 'Importado.',
    'Updates checked.': 'Atualizações verificadas.',
    'Wait for the current operation, or cancel it.':
        'Espere a operação atual terminar, ou cancele-a.',
    'LibraryPane|Working…': 'Trabalhando…',
    'Cancelled. Adding the issue again resumes its download.':
        'Cancelado. Se adicionar a edição de novo, o download continua de onde parou.',
    'Downloading %p%': 'Baixando %p%',
    'Indexing %p%': 'Indexando %p%',
    'Nothing found in your library.': 'Nada encontrado na sua biblioteca.',
    'The link could not be opened.': 'Não foi possível abrir o link.',
    '&Library…': '&Biblioteca…',
    'Publications kept on this computer: download, search, read offline':
        'Publicações guardadas neste computador: baixar, pesquisar, ler sem conexão',
    'Titles|Claim check': 'Verificação de uma afirmação',
    # issue 32: the notebook, one step, clear states, plural forms, plain words
    '(checked by matching words: the checking model is not available)':
        '(verificado por palavras em comum: o modelo de verificação não está disponível)',
    'A personal note: only for you, never checked':
        'Uma anotação pessoal: só para você, não é verificada',
    'My note':
        'Minha anotação',
    'Show or hide your personal note on this paragraph':
        'Mostrar ou ocultar sua anotação pessoal sobre este parágrafo',
    '⚠ This paragraph changed since you wrote your comment: read it again.':
        '⚠ Este parágrafo mudou desde que você escreveu seu comentário: leia-o de novo.',
    'Support':
        'Respaldo',
    'Answers':
        'Respostas',
    'Cancelled after %1 s.':
        'Cancelada após %1 s.',
    'Failed after %1 s.':
        'Falhou após %1 s.',
    'Ready in %1 s, with problems.':
        'Pronta em %1 s, com problemas.',
    'Ready in %1 s.':
        'Pronta em %1 s.',
    'Stopped after %1 s.':
        'Parou após %1 s.',
    'The preparation failed.':
        'A preparação falhou.',
    'The preparation is ready, with problems.':
        'A preparação está pronta, com problemas.',
    'The preparation is ready.':
        'A preparação está pronta.',
    'The preparation is running.':
        'A preparação está em andamento.',
    'The preparation was cancelled.':
        'A preparação foi cancelada.',
    'The preparation was interrupted.':
        'A preparação foi interrompida.',
    "Nothing in your library is close to “%1”. Searched: %2 (%n issue(s), %3, %4 paragraphs).":
        (
            "Nada na sua biblioteca se aproxima de “%1”."
            " Pesquisado: %2 (%n edição, %3, %4 parágrafos).",
            "Nada na sua biblioteca se aproxima de “%1”."
            " Pesquisado: %2 (%n edições, %3, %4 parágrafos).",
        ),
    '%n answer(s) and source(s) found; %1.':
        (
            '%n resposta ou fonte encontrada; %1.',
            '%n respostas e fontes encontradas; %1.',
        ),
    '&Keyboard shortcuts':
        '&Atalhos de teclado',
    '&Retry':
        '&Tentar de novo',
    'A preparation is running. Stop it and quit? What it found so far is kept, and it can be '
    'resumed from the history.':
        'Há uma preparação em andamento. Parar e sair? O que ela encontrou até agora fica '
        'guardado, e ela pode ser retomada pelo histórico.',
    'Checked by matching words: the checking model was not used.':
        'Verificado por palavras em comum: o modelo de verificação não foi usado.',
    'Checked on this computer by the checking model.':
        'Verificado neste computador pelo modelo de verificação.',
    'Close the pane (or stop the run)':
        'Fechar o painel (ou parar a preparação)',
    'Keep preparing':
        'Continuar preparando',
    'My &notebook…':
        'Meu &caderno…',
    'Offline mode is on (Settings) and some pages are not saved on this computer yet. %1':
        'O modo offline está ativado (Configurações) e algumas páginas ainda não estão '
        'guardadas neste computador. %1',
    'Plan and run the goal (or only plan it, when plans are reviewed first)':
        'Planejar e preparar o objetivo (ou só planejá-lo, se você revisa os planos antes)',
    'Plan ready: %n step(s). Review or edit it, then Run.':
        (
            'Plano pronto: %n passo. Revise ou edite e depois clique em Executar.',
            'Plano pronto: %n passos. Revise ou edite e depois clique em Executar.',
        ),
    'Re&view the plan before running':
        'Re&visar o plano antes de executar',
    'Return in the goal box only plans; you run the plan with Run':
        'Enter no objetivo só planeja; o plano é executado com Executar',
    'Save the answers as a study sheet':
        'Salvar as respostas como folha de estudo',
    'Stop and quit':
        'Parar e sair',
    'Stop and quit?':
        'Parar e sair?',
    'Stop the run (Ctrl+.)':
        'Parar a preparação (Ctrl+.)',
    'The goal is too long (more than %n characters): shorten it.':
        (
            'O objetivo é longo demais (mais de %n caractere): encurte-o.',
            'O objetivo é longo demais (mais de %n caracteres): encurte-o.',
        ),
    'Trying again…':
        'Tentando de novo…',
    'Your comments and notes, by week and article; search, export':
        'Seus comentários e anotações, por semana e artigo; pesquisar, exportar',
    'wol.jw.org cannot be reached. Check the internet connection, then Retry: what was '
    'already found is kept.':
        'Não é possível acessar wol.jw.org. Verifique a conexão com a internet e clique em '
        'Tentar de novo: o que já foi encontrado é mantido.',
    '%n note(s) imported.':
        (
            '%n anotação importada.',
            '%n anotações importadas.',
        ),
    '%n paragraph(s) with your notes':
        (
            '%n parágrafo com suas anotações',
            '%n parágrafos com suas anotações',
        ),
    '&Import…':
        '&Importar…',
    'Add the notes of a notebook file; where both have a note, the newer one is kept':
        'Adicionar as anotações de um arquivo de caderno; onde os dois tiverem uma anotação, '
        'fica a mais recente',
    'Export the notebook':
        'Exportar o caderno',
    'Import a notebook':
        'Importar um caderno',
    'My notebook':
        'Meu caderno',
    'No week':
        'Sem semana',
    'Notebook files (*.json)':
        'Arquivos de caderno (*.json)',
    'Nothing found for “%1”.':
        'Nada encontrado para “%1”.',
    'Nothing written yet. Comments and notes you write on a study sheet appear here.':
        'Ainda não há nada escrito. Os comentários e anotações que você escrever numa folha '
        'de estudo aparecem aqui.',
    'Save the whole notebook as one file (to keep a copy or move it to another computer)':
        'Salvar o caderno inteiro num arquivo (para ter uma cópia ou levá-lo a outro '
        'computador)',
    'Search your comments and notes':
        'Pesquisar seus comentários e anotações',
    'The notebook could not be saved: %1':
        'Não foi possível salvar o caderno: %1',
    'The notebook could not be read. Details are in the log (Help > Show log).':
        'Não foi possível ler o caderno. Os detalhes estão no registro '
        '(Ajuda > Mostrar o registro).',
    'Saving the notebook…':
        'Salvando o caderno…',
    'Reading the notebook file…':
        'Lendo o arquivo do caderno…',
    'Looking for a stored key…':
        'Procurando uma chave salva…',
    'The notebook was saved to %1':
        'O caderno foi salvo em %1',
    'Week and article':
        'Semana e artigo',
    'Week of %1':
        'Semana de %1',
    'What you wrote':
        'O que você escreveu',
    'Your comment: ':
        'Seu comentário: ',
    'Your note: ':
        'Sua anotação: ',
    'notebook':
        'caderno',
    'Highlight the selected words (again: remove the highlight)':
        'Destacar as palavras selecionadas (de novo: tirar o destaque)',
    'Your notes could not be saved (is the disk full?). They stay here while the app is open.':
        'Não foi possível salvar suas anotações (o disco está cheio?). Elas ficam aqui '
        'enquanto o aplicativo estiver aberto.',
    '%1 MB in %n page(s)':
        (
            '%1 MB em %n página',
            '%1 MB em %n páginas',
        ),
    'Checking &model folder:':
        'Pasta do &modelo de verificação:',
    'Checking model folder':
        'Pasta do modelo de verificação',
    'Keyboard shortcuts':
        'Atalhos de teclado',
    'Keys':
        'Teclas',
    '%n answer(s) and source(s)':
        (
            '%n resposta ou fonte',
            '%n respostas e fontes',
        ),
    'Claim check':
        'Verificação de uma afirmação',
    'Show the &plan':
        'Mostrar o &plano',
    'Show the plan and its graph beside the study sheet, or fold them away (Ctrl+Shift+P)':
        'Mostrar o plano e o gráfico ao lado da folha de estudo, ou recolhê-los (Ctrl+Shift+P)',
}

EN: dict[str, Translation] = {
    # English needs its plural forms only; the other entries show their source text
    "Nothing in your library is close to “%1”. Searched: %2 (%n issue(s), %3, %4 paragraphs).":
        (
            "Nothing in your library is close to “%1”."
            " Searched: %2 (%n issue, %3, %4 paragraphs).",
            "Nothing in your library is close to “%1”."
            " Searched: %2 (%n issues, %3, %4 paragraphs).",
        ),
    '%n answer(s) and source(s) found; %1.':
        (
            '%n answer or source found; %1.',
            '%n answers and sources found; %1.',
        ),
    'Plan ready: %n step(s). Review or edit it, then Run.':
        (
            'Plan ready: %n step. Review or edit it, then Run.',
            'Plan ready: %n steps. Review or edit it, then Run.',
        ),
    'The goal is too long (more than %n characters): shorten it.':
        (
            'The goal is too long (more than %n character): shorten it.',
            'The goal is too long (more than %n characters): shorten it.',
        ),
    '%n note(s) imported.':
        (
            '%n note imported.',
            '%n notes imported.',
        ),
    '%n paragraph(s) with your notes':
        (
            '%n paragraph with your notes',
            '%n paragraphs with your notes',
        ),
    '%1 MB in %n page(s)':
        (
            '%1 MB in %n page',
            '%1 MB in %n pages',
        ),
    '%n answer(s) and source(s)':
        (
            '%n answer or source',
            '%n answers and sources',
        ),
}

TABLES = {"es": ES, "pt": PT, "en": EN}


def fill(path: Path, table: dict[str, Translation], *, only_plurals: bool = False) -> list[str]:
    """Translate the unfinished entries found in `table`; the others are returned.
    `only_plurals`: the source language's catalog, where only the "%n" messages need
    forms of their own (the others show their source text)."""
    tree = ET.parse(path)
    missing: list[str] = []
    for context in tree.getroot():
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            if translation is None or translation.get("type") != "unfinished":
                continue
            plural = message.get("numerus") == "yes"
            if only_plurals and not plural:
                continue
            found = table.get(f"{name}|{source}", table.get(source))
            if found is None or plural != isinstance(found, tuple):
                missing.append(f"{name}: {source}")
                continue
            if isinstance(found, tuple):
                for form in list(translation):
                    translation.remove(form)
                translation.text = None
                for text in found:
                    ET.SubElement(translation, "numerusform").text = text
            else:
                translation.text = found
            del translation.attrib["type"]
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


def main() -> int:
    root = Path(__file__).resolve().parent.parent / "resources" / "translations"
    missing: list[str] = []
    for language, table in TABLES.items():
        missing += [f"{language} {m}" for m in fill(root / f"preparo_{language}.ts", table,
                                                     only_plurals=language == "en")]
    for line in missing:
        print("untranslated:", line)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
