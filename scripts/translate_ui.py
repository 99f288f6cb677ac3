"""Fill the unfinished entries of the UI catalogs (resources/translations/*.ts) from the
table below, then the .qm files are made with pyside6-lrelease (see docs/UI.md).

    .venv/bin/python scripts/translate_ui.py

An entry is keyed by its source text; where one text needs different words in two
contexts, the key is "Context|text". Entries without a translation here stay unfinished
and are listed, so a missing one is seen."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ES: dict[str, str] = {
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
    "The run failed. %1": "La ejecución falló. %1",
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
}

PT: dict[str, str] = {
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
    "The run failed. %1": "A execução falhou. %1",
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
    "Note": "Nota",
    "Checked by the local NLI model.": "Verificado pelo modelo NLI local.",
    "Checked by word overlap: the NLI model was not used.":
        "Verificado por palavras em comum: o modelo NLI não foi usado.",
    "Comment checked.": "Comentário verificado.",
    "QAbstractFileIconProvider|Folder": "Pasta",
    "QAbstractFileIconProvider|File Folder": "Pasta de arquivos",
    "QAbstractFileIconProvider|Drive": "Unidade",
    "QAbstractFileIconProvider|File": "Arquivo",
}

TABLES = {"es": ES, "pt": PT}


def fill(path: Path, table: dict[str, str]) -> list[str]:
    """Translate the unfinished entries found in `table`; the others are returned."""
    tree = ET.parse(path)
    missing: list[str] = []
    for context in tree.getroot():
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            if translation is None or translation.get("type") != "unfinished":
                continue
            found = table.get(f"{name}|{source}", table.get(source))
            if found is None:
                missing.append(f"{name}: {source}")
                continue
            translation.text = found
            del translation.attrib["type"]
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


def main() -> int:
    root = Path(__file__).resolve().parent.parent / "resources" / "translations"
    missing: list[str] = []
    for language, table in TABLES.items():
        missing += [f"{language} {m}" for m in fill(root / f"preparo_{language}.ts", table)]
    for line in missing:
        print("untranslated:", line)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
