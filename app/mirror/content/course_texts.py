"""Text of the mirror's Bible course lessons (lff), written for the project, never copied.

COURSE[lang] = (publication title, {lesson: Lesson}); a lesson is its title, its opening
paragraphs, its numbered sections, "some people say" (a saying and a question), a
summary, review questions and what to explore. A section is a heading, its paragraphs,
the scriptures to read (markers), the questions to discuss and its media ("video:title"
or "picture:caption"). Scripture markers are workbook_weeks' [[b:BOOK:CHAPTER:VERSES]].
"""

from __future__ import annotations

from typing import NamedTuple


class Section(NamedTuple):
    heading: str
    paragraphs: tuple[str, ...]
    read: tuple[str, ...]
    questions: tuple[str, ...]
    media: tuple[str, ...]


class Lesson(NamedTuple):
    title: str
    opening: tuple[str, ...]
    sections: tuple[Section, ...]
    some_say: tuple[str, str]  # what some people say, the question to ask about it
    summary: str
    review: tuple[str, ...]
    explore: tuple[str, ...]


# The fixed words of a lesson page, per language.
WORDS: dict[str, dict[str, str]] = {
    "en": {"lesson": "LESSON", "dig": "DIG DEEPER", "read": "READ", "discuss": "and discuss:",
           "watch": "WATCH the VIDEO.", "then": "Then discuss:", "some": "SOME PEOPLE SAY:",
           "ask": "What would you say?", "summary": "SUMMARY", "review": "REVIEW",
           "explore": "EXPLORE", "sections": "Lessons", "article": "ARTICLE"},
    "es": {"lesson": "LECCIÓN", "dig": "PROFUNDICEMOS", "read": "LEA", "discuss": "y analice:",
           "watch": "VEA el VIDEO.", "then": "Luego analice:", "some": "HAY QUIEN DICE:",
           "ask": "¿Qué le diría usted?", "summary": "RESUMEN", "review": "REPASO",
           "explore": "INVESTIGUE", "sections": "Lecciones", "article": "ARTÍCULO"},
    "pt": {"lesson": "LIÇÃO", "dig": "VAMOS APROFUNDAR", "read": "LEIA", "discuss": "e analise:",
           "watch": "ASSISTA ao VÍDEO.", "then": "Depois analise:", "some": "ALGUNS DIZEM:",
           "ask": "O que você diria?", "summary": "RESUMO", "review": "RECAPITULAÇÃO",
           "explore": "PESQUISE", "sections": "Lições", "article": "ARTIGO"},
}

_EN = {
    1: Lesson(
        "Why Read the Bible Today?",
        ("Many people wonder where to find guidance they can rely on. The Bible invites "
         "us to look into it for ourselves and to test what it says [[b:52:5:21]].",),
        (
            Section("The Bible answers life's big questions",
                    ("People have always asked why we are here and what the future holds. "
                     "The Bible speaks to those questions plainly and kindly.",),
                    ("[[b:19:119:105]]",),
                    ("How can the Bible be like a lamp for your path?",
                     "Which question about life would you most like to see answered?"),
                    ("video:Looking for Answers",)),
            Section("Its advice works in daily life",
                    ("Its counsel on family, work and friendship has helped people of every "
                     "background [[b:55:3:16, 17]].",),
                    ("[[b:20:2:6]]", "[[b:23:48:17]]"),
                    ("What does Isaiah 48:17 say God wants to teach us?",),
                    ("picture:A family reads the Bible together at the kitchen table",)),
        ),
        ("The Bible is too old to help people today.",
         "Which of the Bible's principles have you seen work in someone's life?"),
        "The Bible gives reliable answers and practical guidance for people today.",
        ("Why is the Bible worth reading today?",
         "How can you make time to read it?"),
        ("video:How to Enjoy Reading the Bible",
         "article:Practical Help From an Ancient Book")),
    2: Lesson(
        "Hope for a Better Future",
        ("Bad news fills every day, yet the Bible speaks of a future worth waiting for "
         "[[b:45:15:4]].",),
        (
            Section("God promises an end to suffering",
                    ("The Bible describes a time when pain, crying and death will be gone.",),
                    ("[[b:66:21:3, 4]]",),
                    ("What will God remove, according to Revelation 21:4?",
                     "Which of these promises means most to you?"),
                    ("video:A World Without Tears",)),
            Section("The earth will be a peaceful home",
                    ("Jesus spoke of the meek inheriting the earth [[b:40:5:5]]; the Psalms "
                     "say the same.",),
                    ("[[b:19:37:10, 11, 29]]",),
                    ("What does Psalm 37:29 say about the future of the righteous?",),
                    ("picture:People of many nations work together in a garden",)),
        ),
        ("That is just wishful thinking.",
         "Why can we trust a promise that God himself makes?"),
        "God's promises give us a real hope: a peaceful earth without suffering.",
        ("What does the Bible promise about the future?",
         "How can this hope help you now?"),
        ("video:Why Hope Matters", "article:Can We Really Believe in a Better World?")),
    3: Lesson(
        "Why You Can Trust the Bible",
        ("Before we rely on any book for guidance, we want to know whether it is reliable "
         "[[b:55:3:16]].",),
        (
            Section("It is accurate in history",
                    ("Places, rulers and customs the Bible names have been confirmed by many "
                     "discoveries.",),
                    ("[[b:42:1:3]]",),
                    ("Why does Luke's care with details matter to you?",),
                    ("picture:An old clay tablet in a museum case",)),
            Section("Its prophecies came true",
                    ("Long before the events, the Bible foretold the fall of Babylon "
                     "[[b:23:44:27, 28]].",),
                    ("[[b:23:46:10]]",),
                    ("What does Isaiah 46:10 show about God's ability to foretell the future?",
                     "Which fulfilled prophecy would you like to look into?"),
                    ("video:Prophecies You Can Check",)),
        ),
        ("People changed the Bible over the centuries.",
         "How could you find out whether its message was kept?"),
        "The Bible's history and its fulfilled prophecies give good reasons to trust it.",
        ("Why can we trust the Bible?", "Which reason did you find most convincing?"),
        ("article:How the Bible Came to Us",)),
    4: Lesson(
        "Getting to Know God",
        ("Knowing someone starts with knowing his name and what he is like [[b:19:83:18]].",),
        (
            Section("God has a name",
                    ("God's name, Jehovah, appears thousands of times in the Bible.",),
                    ("[[b:2:3:15]]",),
                    ("Why do you think God wants us to know his name?",),
                    ("video:What Is God's Name?",)),
        ),
        ("God is too far away to know.", "What does Acts 17:27 say about how near God is?"),
        "God has a name and wants us to know him.",
        ("What is God's name?",),
        ()),
}

_ES = {
    1: Lesson(
        "¿Por qué leer la Biblia hoy?",
        ("Muchas personas se preguntan dónde encontrar una guía confiable. La Biblia nos "
         "invita a examinarla nosotros mismos y comprobar lo que dice [[b:52:5:21]].",),
        (
            Section("La Biblia contesta las grandes preguntas de la vida",
                    ("La gente siempre se ha preguntado por qué estamos aquí y qué nos depara "
                     "el futuro. La Biblia responde a esas preguntas con claridad y cariño.",),
                    ("[[b:19:119:105]]",),
                    ("¿En qué sentido puede la Biblia ser como una lámpara para su camino?",
                     "¿Qué pregunta sobre la vida le gustaría ver contestada?"),
                    ("video:En busca de respuestas",)),
            Section("Sus consejos funcionan en la vida diaria",
                    ("Sus consejos sobre la familia, el trabajo y la amistad han ayudado a "
                     "personas de todo tipo [[b:55:3:16, 17]].",),
                    ("[[b:20:2:6]]", "[[b:23:48:17]]"),
                    ("Según Isaías 48:17, ¿qué quiere enseñarnos Dios?",),
                    ("picture:Una familia lee la Biblia junta en la mesa de la cocina",)),
        ),
        ("La Biblia es demasiado antigua para ayudar a la gente de hoy.",
         "¿Qué principio de la Biblia ha visto dar buen resultado en la vida de alguien?"),
        "La Biblia da respuestas confiables y consejos prácticos para la gente de hoy.",
        ("¿Por qué vale la pena leer la Biblia hoy?",
         "¿Cómo puede sacar tiempo para leerla?"),
        ("video:Cómo disfrutar de la lectura de la Biblia",
         "article:Ayuda práctica de un libro antiguo")),
    2: Lesson(
        "Esperanza para un futuro mejor",
        ("Cada día hay malas noticias, pero la Biblia habla de un futuro que vale la pena "
         "esperar [[b:45:15:4]].",),
        (
            Section("Dios promete acabar con el sufrimiento",
                    ("La Biblia describe un tiempo en que el dolor, el llanto y la muerte ya no "
                     "existirán.",),
                    ("[[b:66:21:3, 4]]",),
                    ("Según Apocalipsis 21:4, ¿qué eliminará Dios?",
                     "¿Cuál de estas promesas significa más para usted?"),
                    ("video:Un mundo sin lágrimas",)),
            Section("La Tierra será un hogar pacífico",
                    ("Jesús dijo que los apacibles heredarían la Tierra [[b:40:5:5]]; los "
                     "Salmos dicen lo mismo.",),
                    ("[[b:19:37:10, 11, 29]]",),
                    ("¿Qué dice Salmo 37:29 sobre el futuro de los justos?",),
                    ("picture:Personas de muchas naciones trabajan juntas en un jardín",)),
        ),
        ("Eso no es más que una ilusión.",
         "¿Por qué podemos confiar en una promesa que hace Dios mismo?"),
        "Las promesas de Dios nos dan una esperanza real: una Tierra pacífica y sin "
        "sufrimiento.",
        ("¿Qué promete la Biblia sobre el futuro?",
         "¿Cómo puede ayudarle ahora esta esperanza?"),
        ("video:Por qué es importante la esperanza",
         "article:¿De verdad podemos creer en un mundo mejor?")),
    3: Lesson(
        "Por qué puede confiar en la Biblia",
        ("Antes de guiarnos por un libro, queremos saber si es confiable [[b:55:3:16]].",),
        (
            Section("Es exacta en la historia",
                    ("Muchos descubrimientos han confirmado lugares, gobernantes y costumbres "
                     "que menciona la Biblia.",),
                    ("[[b:42:1:3]]",),
                    ("¿Por qué le importa a usted el cuidado de Lucas con los detalles?",),
                    ("picture:Una antigua tablilla de arcilla en la vitrina de un museo",)),
            Section("Sus profecías se cumplieron",
                    ("Mucho antes de que ocurriera, la Biblia predijo la caída de Babilonia "
                     "[[b:23:44:27, 28]].",),
                    ("[[b:23:46:10]]",),
                    ("¿Qué muestra Isaías 46:10 sobre la capacidad de Dios para predecir el "
                     "futuro?",
                     "¿Qué profecía cumplida le gustaría investigar?"),
                    ("video:Profecías que puede comprobar",)),
        ),
        ("La gente cambió la Biblia a lo largo de los siglos.",
         "¿Cómo podría averiguar si su mensaje se conservó?"),
        "La historia de la Biblia y sus profecías cumplidas dan buenas razones para confiar "
        "en ella.",
        ("¿Por qué podemos confiar en la Biblia?", "¿Qué razón le convenció más?"),
        ("article:Cómo nos llegó la Biblia",)),
    4: Lesson(
        "Conozcamos a Dios",
        ("Conocer a alguien empieza por saber su nombre y cómo es [[b:19:83:18]].",),
        (
            Section("Dios tiene un nombre",
                    ("El nombre de Dios, Jehová, aparece miles de veces en la Biblia.",),
                    ("[[b:2:3:15]]",),
                    ("¿Por qué cree que Dios quiere que conozcamos su nombre?",),
                    ("video:¿Cuál es el nombre de Dios?",)),
        ),
        ("Dios está demasiado lejos para conocerlo.",
         "¿Qué dice Hechos 17:27 sobre lo cerca que está Dios?"),
        "Dios tiene un nombre y quiere que lo conozcamos.",
        ("¿Cuál es el nombre de Dios?",),
        ()),
}

_PT = {
    1: Lesson(
        "Por que ler a Bíblia hoje?",
        ("Muitas pessoas se perguntam onde encontrar uma orientação confiável. A Bíblia nos "
         "convida a examiná-la por nós mesmos e a verificar o que ela diz [[b:52:5:21]].",),
        (
            Section("A Bíblia responde às grandes perguntas da vida",
                    ("As pessoas sempre se perguntaram por que estamos aqui e o que o futuro "
                     "reserva. A Bíblia responde a essas perguntas com clareza e bondade.",),
                    ("[[b:19:119:105]]",),
                    ("Como a Bíblia pode ser como uma lâmpada para o seu caminho?",
                     "Que pergunta sobre a vida você mais gostaria de ver respondida?"),
                    ("video:Em busca de respostas",)),
            Section("Seus conselhos funcionam no dia a dia",
                    ("Seus conselhos sobre família, trabalho e amizade têm ajudado pessoas de "
                     "todo tipo [[b:55:3:16, 17]].",),
                    ("[[b:20:2:6]]", "[[b:23:48:17]]"),
                    ("Segundo Isaías 48:17, o que Deus quer nos ensinar?",),
                    ("picture:Uma família lê a Bíblia junta na mesa da cozinha",)),
        ),
        ("A Bíblia é antiga demais para ajudar as pessoas hoje.",
         "Que princípio da Bíblia você já viu dar certo na vida de alguém?"),
        "A Bíblia dá respostas confiáveis e conselhos práticos para as pessoas hoje.",
        ("Por que vale a pena ler a Bíblia hoje?",
         "Como você pode arranjar tempo para lê-la?"),
        ("video:Como gostar de ler a Bíblia", "article:Ajuda prática de um livro antigo")),
    2: Lesson(
        "Esperança de um futuro melhor",
        ("Todos os dias há más notícias, mas a Bíblia fala de um futuro que vale a pena "
         "esperar [[b:45:15:4]].",),
        (
            Section("Deus promete acabar com o sofrimento",
                    ("A Bíblia descreve um tempo em que a dor, o choro e a morte não vão mais "
                     "existir.",),
                    ("[[b:66:21:3, 4]]",),
                    ("Segundo Apocalipse 21:4, o que Deus vai eliminar?",
                     "Qual dessas promessas significa mais para você?"),
                    ("video:Um mundo sem lágrimas",)),
            Section("A Terra será um lar pacífico",
                    ("Jesus disse que os mansos herdariam a Terra [[b:40:5:5]]; os Salmos "
                     "dizem o mesmo.",),
                    ("[[b:19:37:10, 11, 29]]",),
                    ("O que Salmo 37:29 diz sobre o futuro dos justos?",),
                    ("picture:Pessoas de muitas nações trabalham juntas num jardim",)),
        ),
        ("Isso não passa de um sonho.",
         "Por que podemos confiar numa promessa feita pelo próprio Deus?"),
        "As promessas de Deus nos dão uma esperança real: uma Terra pacífica e sem "
        "sofrimento.",
        ("O que a Bíblia promete sobre o futuro?",
         "Como essa esperança pode ajudar você agora?"),
        ("video:Por que a esperança é importante",
         "article:Dá mesmo para acreditar num mundo melhor?")),
    3: Lesson(
        "Por que você pode confiar na Bíblia",
        ("Antes de seguir a orientação de um livro, queremos saber se ele é confiável "
         "[[b:55:3:16]].",),
        (
            Section("Ela é exata na história",
                    ("Muitas descobertas confirmaram lugares, governantes e costumes que a "
                     "Bíblia menciona.",),
                    ("[[b:42:1:3]]",),
                    ("Por que o cuidado de Lucas com os detalhes é importante para você?",),
                    ("picture:Uma antiga tábua de argila na vitrine de um museu",)),
            Section("Suas profecias se cumpriram",
                    ("Muito antes de acontecer, a Bíblia predisse a queda de Babilônia "
                     "[[b:23:44:27, 28]].",),
                    ("[[b:23:46:10]]",),
                    ("O que Isaías 46:10 mostra sobre a capacidade de Deus de predizer o "
                     "futuro?",
                     "Que profecia cumprida você gostaria de pesquisar?"),
                    ("video:Profecias que você pode conferir",)),
        ),
        ("As pessoas mudaram a Bíblia ao longo dos séculos.",
         "Como você poderia descobrir se a mensagem dela foi preservada?"),
        "A história da Bíblia e as profecias cumpridas dão boas razões para confiar nela.",
        ("Por que podemos confiar na Bíblia?", "Que razão convenceu você mais?"),
        ("article:Como a Bíblia chegou até nós",)),
    4: Lesson(
        "Vamos conhecer a Deus",
        ("Conhecer alguém começa por saber o nome dele e como ele é [[b:19:83:18]].",),
        (
            Section("Deus tem um nome",
                    ("O nome de Deus, Jeová, aparece milhares de vezes na Bíblia.",),
                    ("[[b:2:3:15]]",),
                    ("Por que você acha que Deus quer que saibamos o nome dele?",),
                    ("video:Qual é o nome de Deus?",)),
        ),
        ("Deus está longe demais para ser conhecido.",
         "O que Atos 17:27 diz sobre como Deus está perto?"),
        "Deus tem um nome e quer que o conheçamos.",
        ("Qual é o nome de Deus?",),
        ()),
}

COURSE: dict[str, tuple[str, dict[int, Lesson]]] = {
    "en": ("Enjoy Life Forever!—An Interactive Bible Course", _EN),
    "es": ("¡Disfrute de la vida para siempre! Curso interactivo de la Biblia", _ES),
    "pt": ("Seja Feliz para Sempre! — Curso Interativo da Bíblia", _PT),
}
