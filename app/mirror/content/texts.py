"""Every sentence the mirror serves, written for this project in en, es and pt.

The verse texts are built from short neutral phrases (subject, action, object,
ending) so that any chapter of any book has readable text; the same indices
give parallel sentences in the three languages.
"""

from __future__ import annotations

SUBJECTS = {
    "en": ("The shepherd", "The faithful servant", "The young man", "The widow of the town",
           "The messenger", "The traveler", "The elder at the gate", "The humble worker",
           "The teacher", "The child"),
    "es": ("El pastor", "El siervo fiel", "El joven", "La viuda del pueblo", "El mensajero",
           "El viajero", "El anciano de la puerta", "El trabajador humilde", "El maestro",
           "El niño"),
    "pt": ("O pastor", "O servo fiel", "O jovem", "A viúva da cidade", "O mensageiro",
           "O viajante", "O ancião do portão", "O trabalhador humilde", "O professor",
           "A criança"),
}
ACTIONS = {
    "en": ("remembered", "spoke gently about", "looked carefully for", "took good care of",
           "shared", "kept close", "thought about", "asked about"),
    "es": ("recordó", "habló con calma sobre", "buscó con cuidado", "cuidó bien",
           "compartió", "mantuvo cerca", "pensó en", "preguntó por"),
    "pt": ("lembrou", "falou com calma sobre", "procurou com cuidado", "protegeu",
           "compartilhou", "guardou perto", "refletiu sobre", "perguntou sobre"),
}
# (object phrase, headword used by the study notes)
OBJECTS = {
    "en": (("the path of peace", "path"), ("the needs of the poor", "needs"),
           ("the promise given long ago", "promise"), ("bread for the journey", "bread"),
           ("the lamp in the house", "lamp"), ("the words of the teacher", "words"),
           ("the flock on the hills", "flock"), ("the well near the road", "well"),
           ("the seed in the field", "seed")),
    "es": (("el camino de la paz", "camino"), ("las necesidades del pobre", "necesidades"),
           ("la promesa dada hace mucho", "promesa"), ("el pan para el viaje", "pan"),
           ("la lámpara de la casa", "lámpara"), ("las palabras del maestro", "palabras"),
           ("el rebaño en las colinas", "rebaño"), ("el pozo junto al camino", "pozo"),
           ("la semilla en el campo", "semilla")),
    "pt": (("o caminho da paz", "caminho"), ("as necessidades do pobre", "necessidades"),
           ("a promessa feita há muito tempo", "promessa"), ("o pão para a viagem", "pão"),
           ("a lâmpada da casa", "lâmpada"), ("as palavras do professor", "palavras"),
           ("o rebanho nas colinas", "rebanho"), ("o poço perto da estrada", "poço"),
           ("a semente no campo", "semente")),
}
ENDINGS = {
    "en": ("and did not lose heart.", "with a calm and willing spirit.",
           "as the morning light rose over the hills.", "so that everyone had enough.",
           "and gave thanks for it.", "while the others waited near the gate.",
           "because a kind word had been spoken.", "before the evening meal."),
    "es": ("y no perdió el ánimo.", "con un espíritu tranquilo y dispuesto.",
           "cuando la luz de la mañana subía sobre las colinas.",
           "para que todos tuvieran lo suficiente.",
           "y dio gracias por ello.", "mientras los demás esperaban junto a la puerta.",
           "porque se había dicho una palabra amable.", "antes de la cena."),
    "pt": ("e não perdeu o ânimo.", "com um espírito calmo e disposto.",
           "enquanto a luz da manhã subia sobre as colinas.",
           "para que todos tivessem o suficiente.",
           "e agradeceu por isso.", "enquanto os outros esperavam perto do portão.",
           "porque uma palavra bondosa tinha sido dita.", "antes da refeição da noite."),
}
NOTE_TEMPLATES = {
    "en": ("The word shows a habit rather than a single act; the account invites the reader to "
           "follow it day after day.",
           "Here the writer ties the thought to what came before in the chapter, so the reader "
           "can follow one line of reasoning.",
           "The term can also be rendered “to watch over,” which adds the idea of steady, "
           "caring attention.",
           "This detail places the account in ordinary daily life, among real roads, fields "
           "and houses."),
    "es": ("La palabra indica una costumbre más que un solo acto; el relato invita al lector a "
           "seguirla día tras día.",
           "Aquí el escritor une la idea con lo que se dijo antes en el capítulo, así el lector "
           "sigue un mismo razonamiento.",
           "El término también puede traducirse “vigilar”, lo que añade la idea de una atención "
           "constante y cariñosa.",
           "Este detalle sitúa el relato en la vida diaria, entre caminos, campos y casas "
           "reales."),
    "pt": ("A palavra indica um hábito, e não um único ato; o relato convida o leitor a "
           "segui-lo dia após dia.",
           "Aqui o escritor liga a ideia ao que foi dito antes no capítulo, de modo que o "
           "leitor acompanha um só raciocínio.",
           "O termo também pode ser traduzido “vigiar”, o que acrescenta a ideia de uma atenção "
           "constante e carinhosa.",
           "Esse detalhe situa o relato na vida diária, entre estradas, campos e casas reais."),
}
FOOTNOTES = {
    "en": ("Or “the road.”", "Lit., “with an open hand.”", "Or “kept in mind.”"),
    "es": ("O “la senda”.", "Lit. “con la mano abierta”.", "O “tuvo presente”."),
    "pt": ("Ou “a estrada”.", "Lit.: “com a mão aberta”.", "Ou “teve em mente”."),
}

SITE_TITLE = {"en": "Watchtower ONLINE LIBRARY", "es": "BIBLIOTECA EN LÍNEA Watchtower",
              "pt": "BIBLIOTECA ON-LINE da Torre de Vigia"}

MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
    "pt": ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"),
}
WEEKDAYS = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "pt": ("segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
           "sábado", "domingo"),
}

# Workbook labels.
SECTIONS = {
    "en": ("TREASURES FROM GOD'S WORD", "APPLY YOURSELF TO THE FIELD MINISTRY",
           "LIVING AS CHRISTIANS"),
    "es": ("TESOROS DE LA PALABRA DE DIOS", "MEJOREMOS EN EL MINISTERIO",
           "VIVAMOS COMO CRISTIANOS"),
    "pt": ("TESOUROS DA PALAVRA DE DEUS", "APRIMORE-SE NO MINISTÉRIO", "VIVER COMO CRISTÃOS"),
}
SONG = {"en": "Song", "es": "Canción", "pt": "Cântico"}
OPENING = {"en": "and Prayer | Opening Comments", "es": "y oración | Palabras de introducción",
           "pt": "e oração | Comentários iniciais"}
CLOSING = {"en": "Concluding Comments", "es": "Palabras de conclusión",
           "pt": "Comentários finais"}
AND_PRAYER = {"en": "and Prayer", "es": "y oración", "pt": "e oração"}
PART_NAMES = {
    "en": ("Spiritual Gems", "Bible Reading", "Starting a Conversation", "Following Up",
           "Making Disciples", "Congregation Bible Study"),
    "es": ("Joyas espirituales", "Lectura de la Biblia", "Empiece conversaciones",
           "Haga revisitas", "Haga discípulos", "Estudio bíblico de la congregación"),
    "pt": ("Joias espirituais", "Leitura da Bíblia", "Iniciando conversas",
           "Cultivando o interesse", "Fazendo discípulos", "Estudo bíblico de congregação"),
}
TALK_TITLES = {
    "en": ("Trust Gives Courage", "Stay Close to the Source of Fresh Water",
           "Humble Hearts Learn Quickly", "Keep Watching With Patience",
           "Small Choices Shape a Life", "Listen Before You Answer"),
    "es": ("La confianza da valor", "Sigamos cerca de la fuente de agua fresca",
           "Los corazones humildes aprenden rápido", "Sigamos vigilantes con paciencia",
           "Las pequeñas decisiones forman una vida", "Escuchemos antes de responder"),
    "pt": ("A confiança dá coragem", "Fique perto da fonte de água fresca",
           "Corações humildes aprendem rápido", "Continue vigilante com paciência",
           "Pequenas escolhas moldam uma vida", "Ouça antes de responder"),
}
LIVING_TITLES = {
    "en": ("Make Room for Family Study", "Help Newer Ones Feel at Home",
           "Care for the Meeting Place", "Use Your Time Wisely"),
    "es": ("Hagamos espacio para el estudio en familia", "Ayudemos a los nuevos a sentirse en casa",
           "Cuidemos el lugar de reunión", "Usemos bien el tiempo"),
    "pt": ("Reserve tempo para o estudo em família", "Ajude os novos a se sentir em casa",
           "Cuide do local de reunião", "Use bem o seu tempo"),
}
WB_LINES = {
    "en": ("The prophet felt young and unready, yet he was given the strength he needed.",
           "Ask yourself how you respond when an assignment seems too large.",
           "What does this passage teach you about trust?",
           "What other lesson did you find in this week's reading?",
           "HOUSE TO HOUSE. Open with a simple question about family life.",
           "INFORMAL WITNESSING. Offer a short thought you read this week.",
           "Show how you would help a student prepare the next lesson.",
           "Discussion. Talk about practical ways to apply these points this month."),
    "es": ("El profeta se sentía joven y poco preparado, pero recibió la fuerza que necesitaba.",
           "Pregúntese cómo reacciona cuando una asignación le parece demasiado grande.",
           "¿Qué le enseña este pasaje sobre la confianza?",
           "¿Qué otra lección encontró en la lectura de esta semana?",
           "DE CASA EN CASA. Empiece con una pregunta sencilla sobre la vida en familia.",
           "PREDICACIÓN INFORMAL. Comparta una idea breve que leyó esta semana.",
           "Muestre cómo ayudaría a un estudiante a preparar la siguiente lección.",
           "Análisis. Hablen de maneras prácticas de aplicar estos puntos este mes."),
    "pt": ("O profeta se sentia jovem e despreparado, mas recebeu a força de que precisava.",
           "Pergunte-se como você reage quando uma designação parece grande demais.",
           "O que esse trecho ensina sobre a confiança?",
           "Que outra lição você encontrou na leitura desta semana?",
           "DE CASA EM CASA. Comece com uma pergunta simples sobre a vida em família.",
           "TESTEMUNHO INFORMAL. Compartilhe uma ideia curta que você leu nesta semana.",
           "Mostre como você ajudaria um estudante a preparar a próxima lição.",
           "Consideração. Falem de maneiras práticas de aplicar esses pontos neste mês."),
}

# Watchtower study articles: (title, topic as used inside sentences).
ARTICLES = {
    "en": (("Keep Growing in Patience", "patience"), ("Let Kindness Guide Your Words", "kindness"),
           ("Humility Makes Us Teachable", "humility"), ("Find Joy in Giving", "generosity"),
           ("Build Trust That Lasts", "trust"), ("Courage When You Feel Small", "courage"),
           ("Peace That Guards the Heart", "peace"), ("Self-Control in Everyday Choices",
                                                      "self-control")),
    "es": (("Sigamos creciendo en paciencia", "la paciencia"),
           ("Que la bondad guíe nuestras palabras", "la bondad"),
           ("La humildad nos hace enseñables", "la humildad"),
           ("Hallemos alegría en dar", "la generosidad"),
           ("Construyamos una confianza duradera", "la confianza"),
           ("Valor cuando nos sentimos pequeños", "el valor"),
           ("La paz que protege el corazón", "la paz"),
           ("Autodominio en las decisiones diarias", "el autodominio")),
    "pt": (("Continue crescendo em paciência", "a paciência"),
           ("Deixe a bondade guiar suas palavras", "a bondade"),
           ("A humildade nos torna ensináveis", "a humildade"),
           ("Encontre alegria em dar", "a generosidade"),
           ("Construa uma confiança duradoura", "a confiança"),
           ("Coragem quando você se sente pequeno", "a coragem"),
           ("A paz que protege o coração", "a paz"),
           ("Autocontrole nas escolhas do dia a dia", "o autocontrole")),
}
STUDY_ARTICLE = {"en": "STUDY ARTICLE", "es": "ARTÍCULO DE ESTUDIO", "pt": "ARTIGO DE ESTUDO"}
READ = {"en": "Read", "es": "Lea", "pt": "Leia"}
REVIEW_HEADING = {"en": "HOW WOULD YOU ANSWER?", "es": "¿QUÉ RESPONDERÍA?",
                  "pt": "O QUE VOCÊ RESPONDERIA?"}
FOCUS = {"en": "FOCUS", "es": "IDEA CENTRAL", "pt": "IDEIA PRINCIPAL"}
SENTENCES = {
    "en": ("{Topic} is not learned in a single day; it grows as we keep choosing it in small "
           "matters.",
           "Think of a farmer who plants seed and then waits for the rain.",
           "When others are slow to respond, we can remember how often we ourselves needed time.",
           "Those who show {topic} usually find that their friendships grow deeper.",
           "It helps to set aside a quiet moment each day to think about what we have read.",
           "A family can talk together about how {topic} made a difference during the week.",
           "Even when we make mistakes, we can start again the next morning.",
           "Older ones in the congregation often have experiences that encourage younger ones.",
           "We do not need to wait for perfect conditions before we act.",
           "Reading a short account each evening keeps these thoughts fresh in our mind.",
           "Such qualities are seen more in what we do than in what we say.",
           "A kind word at the right time can change the tone of a whole conversation."),
    "es": ("{Topic} no se aprende en un solo día; crece poco a poco con decisiones pequeñas.",
           "Pensemos en un agricultor que siembra la semilla y luego espera la lluvia.",
           "Cuando otros tardan en responder, podemos recordar cuántas veces nosotros necesitamos "
           "tiempo.",
           "Quienes muestran {topic} suelen ver que sus amistades se hacen más profundas.",
           "Ayuda reservar un momento tranquilo cada día para pensar en lo que hemos leído.",
           "Una familia puede conversar sobre cómo {topic} marcó una diferencia durante la "
           "semana.",
           "Aunque cometamos errores, podemos empezar de nuevo a la mañana siguiente.",
           "Los mayores de la congregación suelen tener experiencias que animan a los jóvenes.",
           "No hace falta esperar condiciones perfectas para actuar.",
           "Leer un relato corto cada noche mantiene frescas estas ideas en la mente.",
           "Estas cualidades se ven más en lo que hacemos que en lo que decimos.",
           "Una palabra amable en el momento oportuno puede cambiar el tono de toda una "
           "conversación."),
    "pt": ("{Topic} não se aprende num só dia; cresce aos poucos com pequenas escolhas.",
           "Pense num agricultor que planta a semente e depois espera a chuva.",
           "Quando outros demoram a reagir, podemos lembrar quantas vezes nós mesmos precisamos "
           "de tempo.",
           "Quem mostra {topic} costuma ver suas amizades ficarem mais profundas.",
           "Ajuda reservar um momento tranquilo cada dia para pensar no que lemos.",
           "Uma família pode conversar sobre como {topic} fez diferença durante a semana.",
           "Mesmo quando erramos, podemos recomeçar na manhã seguinte.",
           "Os mais velhos na congregação muitas vezes têm experiências que animam os jovens.",
           "Não precisamos esperar condições perfeitas para agir.",
           "Ler um relato curto cada noite mantém essas ideias vivas na mente.",
           "Essas qualidades se veem mais no que fazemos do que no que dizemos.",
           "Uma palavra bondosa na hora certa pode mudar o tom de toda uma conversa."),
}
QUESTIONS = {
    "en": ("How can we show {topic} in daily life?",
           "What does the example of the farmer teach us about {topic}?",
           "Why is it worth making time to think about what we read?",
           "How can families help one another to grow in {topic}?",
           "What can we do when we make mistakes?",
           "What helps us to keep going when results seem slow?"),
    "es": ("¿Cómo podemos mostrar {topic} en la vida diaria?",
           "¿Qué nos enseña el ejemplo del agricultor sobre {topic}?",
           "¿Por qué vale la pena sacar tiempo para pensar en lo que leemos?",
           "¿Cómo pueden las familias ayudarse a crecer en {topic}?",
           "¿Qué podemos hacer cuando cometemos errores?",
           "¿Qué nos ayuda a seguir adelante cuando los resultados tardan?"),
    "pt": ("Como podemos mostrar {topic} na vida diária?",
           "O que o exemplo do agricultor nos ensina sobre {topic}?",
           "Por que vale a pena tirar tempo para pensar no que lemos?",
           "Como as famílias podem ajudar umas às outras a crescer em {topic}?",
           "O que podemos fazer quando erramos?",
           "O que nos ajuda a continuar quando os resultados demoram?"),
}
REVIEW_QUESTIONS = {
    "en": ("Why is {topic} worth the effort?", "How can we grow in {topic}?",
           "What will you do this week to show {topic}?"),
    "es": ("¿Por qué vale la pena esforzarnos por {topic}?", "¿Cómo podemos crecer en {topic}?",
           "¿Qué hará esta semana para mostrar {topic}?"),
    "pt": ("Por que vale a pena se esforçar por {topic}?", "Como podemos crescer em {topic}?",
           "O que você fará nesta semana para mostrar {topic}?"),
}
SUBHEADINGS = {
    "en": ("WHY IT MATTERS", "LEARNING FROM EXAMPLES", "AT HOME AND IN THE CONGREGATION",
           "KEEP GOING"),
    "es": ("POR QUÉ ES IMPORTANTE", "APRENDAMOS DE LOS EJEMPLOS", "EN CASA Y EN LA CONGREGACIÓN",
           "SIGAMOS ADELANTE"),
    "pt": ("POR QUE ISSO É IMPORTANTE", "APRENDENDO COM EXEMPLOS", "EM CASA E NA CONGREGAÇÃO",
           "CONTINUE FIRME"),
}
CAPTION = {
    "en": "A father and his daughter read together after the evening meal.",
    "es": "Un padre y su hija leen juntos después de la cena.",
    "pt": "Um pai e sua filha leem juntos depois do jantar.",
}

# Topic index subjects: (title, see also, [(subheading, [(entry, pc, bc)])]).
TOPICS = {
    "en": (
        ("PATIENCE", ("Endurance", "Waiting"),
         (("benefits", (("calmer family life", True, False), ("clearer thinking", True, True))),
          ("how to cultivate", (("remember how others waited for us", True, True),
                                ("pray for help", False, True))))),
        ("KINDNESS", ("Generosity", "Hospitality"),
         (("examples", (("helping a neighbor carry a load", True, False),
                        ("welcoming visitors", True, True))),
          ("in speech", (("choosing gentle words", True, True),)))),
    ),
    "es": (
        ("PACIENCIA", ("Aguante", "Espera"),
         (("beneficios", (("vida familiar más tranquila", True, False),
                          ("pensar con claridad", True, True))),
          ("cómo cultivarla", (("recordar cómo otros nos esperaron", True, True),
                               ("pedir ayuda en oración", False, True))))),
        ("BONDAD", ("Generosidad", "Hospitalidad"),
         (("ejemplos", (("ayudar a un vecino a llevar una carga", True, False),
                        ("recibir bien a los visitantes", True, True))),
          ("al hablar", (("elegir palabras amables", True, True),)))),
    ),
    "pt": (
        ("PACIÊNCIA", ("Perseverança", "Espera"),
         (("benefícios", (("vida familiar mais tranquila", True, False),
                          ("pensar com clareza", True, True))),
          ("como cultivar", (("lembrar como outros esperaram por nós", True, True),
                             ("pedir ajuda em oração", False, True))))),
        ("BONDADE", ("Generosidade", "Hospitalidade"),
         (("exemplos", (("ajudar um vizinho a carregar um peso", True, False),
                        ("receber bem os visitantes", True, True))),
          ("no falar", (("escolher palavras gentis", True, True),)))),
    ),
}
SEE_ALSO = {"en": "See also", "es": "Véase también", "pt": "Veja também"}
DAILY_TITLE = {"en": "Examining the Scriptures Daily",
               "es": "Examinando las Escrituras diariamente",
               "pt": "Examine as Escrituras Diariamente"}
MEETINGS_TITLE = {"en": "Meetings", "es": "Reuniones", "pt": "Reuniões"}
WORKBOOK_NAME = {"en": "Life and Ministry Meeting Workbook",
                 "es": "Guía de actividades para la reunión Vida y Ministerio",
                 "pt": "Apostila da Reunião Vida e Ministério"}
WATCHTOWER_NAME = {"en": "The Watchtower (Study)", "es": "La Atalaya (estudio)",
                   "pt": "A Sentinela (estudo)"}
