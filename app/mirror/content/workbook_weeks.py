"""The authored workbook weeks of the mirror (text written for the project).

Every ISO week shows one of these plans (`plan_for(year, week)`), under its own dates.
Text carries inline markers that workbook.py turns into the real site's links:
    [[b:BOOK:CHAPTER:VERSES]]   a scripture citation (a.b to /wol/bc/)
    [[pc:lmd:2:5]]              lmd lesson 2 point 5 (a /wol/pc/ link)
    [[pc:th:12]]                th lesson 12
    [[pc:lfb:90,91]]            lfb lessons 90, 91
    [[pc:w:21.04:12:5]]         w21.04 page 12 paragraph 5
    [[pc:it:2:85]]              it-2 page 85
    [[v:TITLE]]                 a video link
Blocks of a part: ("p", text), ("ul", (texts...)), ("q", question-with-answer-box).
"""

from __future__ import annotations

from dataclasses import dataclass

Block = tuple[str, object]


@dataclass(frozen=True)
class Part:
    kind: str  # talk | gems | reading | starting | following | disciples | beliefs | talk_student
    #            | living | cbs
    minutes: int
    blocks: tuple[Block, ...]
    title: str = ""  # only for parts whose title is not the standard name
    inline_minutes: bool = True  # "(3 mins.) TEXT" in the first paragraph, else its own p


@dataclass(frozen=True)
class WeekPlan:
    reading: tuple[int, int, int]  # book, first chapter, last chapter
    parts: tuple[Part, ...]


def gems_tail(lang: str) -> Block:
    return ("q", {
        "en": "What spiritual gems have you found in this week's Bible reading about Jehovah, "
              "the field ministry, or something else?",
        "es": "¿Qué perlas escondidas ha encontrado en la lectura bíblica de esta semana sobre "
              "Jehová, el ministerio u otro asunto?",
        "pt": "Que joias espirituais você encontrou na leitura da Bíblia desta semana sobre "
              "Jeová, o ministério ou outro assunto?",
    }[lang])


def _week_a(lang: str) -> WeekPlan:
    t = {
        "en": dict(
            talk="Jehovah Strengthens Those He Sends",
            t1="Jeremiah felt too young to speak for God [[b:24:1:6]]. Jehovah did not accept "
               "the excuse; he promised to be with him and to rescue him [[b:24:1:7, 8]].",
            t2="Jehovah put his words in Jeremiah's mouth [[b:24:1:9]]. We too can rely on the "
               "Bible and on prayer when an assignment feels bigger than we are.",
            t3="God made the prophet like a fortified city; opponents would fight him but would "
               "not win [[b:24:1:18, 19]]. Ask yourself: ‘Which assignment would I face more "
               "calmly if I remembered this promise?’",
            g1="[[b:24:2:13]]—Why did Jehovah compare himself to a source of living water and "
               "the gods of the nations to cracked cisterns? ([[pc:w:21.04:12:5]])",
            read="[[b:24:2:1-13]] ([[pc:th:5]])",
            start="FROM HOUSE TO HOUSE. Start by talking about a current topic that may interest "
                  "the person. ([[pc:lmd:2:5]])",
            follow="INFORMAL WITNESSING. Show the person a short Bible answer to the question you "
                   "left at your first conversation. ([[pc:lmd:7:4]])",
            disc="Help your student see how the lesson's main scripture applies to his own "
                 "life. ([[pc:lmd:10:3]])",
            living="Keep Your First Love Fresh",
            l1="Discussion. Play the VIDEO [[v:A Love That Stays Warm]]. Then ask the audience:",
            lq1="How did the couple in the video notice that their routine had cooled?",
            lq2="What did they change so that family worship became something they looked "
                "forward to? [[b:24:2:2]]",
            lq3="What is one step you could take this week to keep your love for Jehovah warm?",
            cbs="[[pc:lfb:90,91]]",
        ),
        "es": dict(
            talk="Jehová fortalece a quienes envía",
            t1="Jeremías se sentía demasiado joven para hablar en nombre de Dios [[b:24:1:6]]. "
               "Jehová no aceptó la excusa; le prometió estar con él y rescatarlo "
               "[[b:24:1:7, 8]].",
            t2="Jehová puso sus palabras en la boca de Jeremías [[b:24:1:9]]. Nosotros también "
               "podemos apoyarnos en la Biblia y en la oración cuando una asignación nos parece "
               "más grande que nosotros.",
            t3="Dios hizo al profeta como una ciudad fortificada; sus enemigos lucharían contra "
               "él, pero no lo vencerían [[b:24:1:18, 19]]. Pregúntese: “¿Qué asignación "
               "enfrentaría con más calma si recordara esta promesa?”.",
            g1="[[b:24:2:13]]. ¿Por qué se comparó Jehová con una fuente de agua viva y comparó "
               "a los dioses de las naciones con cisternas agrietadas? ([[pc:w:21.04:12:5]])",
            read="[[b:24:2:1-13]] ([[pc:th:5]])",
            start="DE CASA EN CASA. Empiece hablando de un tema de actualidad que pueda "
                  "interesarle a la persona. ([[pc:lmd:2:5]])",
            follow="PREDICACIÓN INFORMAL. Muéstrele a la persona una respuesta breve de la Biblia "
                   "a la pregunta que le dejó en la primera conversación. ([[pc:lmd:7:4]])",
            disc="Ayude a su estudiante a ver cómo se aplica a su propia vida el texto principal "
                 "de la lección. ([[pc:lmd:10:3]])",
            living="Mantengamos vivo el primer amor",
            l1="Análisis con el auditorio. Ponga el VIDEO [[v:Un amor que sigue encendido]]. "
               "Luego pregunte al auditorio:",
            lq1="¿Cómo se dio cuenta el matrimonio del video de que su rutina se había enfriado?",
            lq2="¿Qué cambiaron para que la adoración en familia fuera algo que esperaban con "
                "ilusión? [[b:24:2:2]]",
            lq3="¿Qué paso podría dar esta semana para mantener vivo su amor por Jehová?",
            cbs="[[pc:lfb:90,91]]",
        ),
        "pt": dict(
            talk="Jeová fortalece aqueles que ele envia",
            t1="Jeremias se achava jovem demais para falar em nome de Deus [[b:24:1:6]]. Jeová "
               "não aceitou a desculpa; prometeu estar com ele e livrá-lo [[b:24:1:7, 8]].",
            t2="Jeová pôs as suas palavras na boca de Jeremias [[b:24:1:9]]. Nós também podemos "
               "confiar na Bíblia e na oração quando uma designação parece maior do que nós.",
            t3="Deus fez o profeta como uma cidade fortificada; os inimigos lutariam contra ele, "
               "mas não venceriam [[b:24:1:18, 19]]. Pergunte-se: ‘Que designação eu "
               "enfrentaria com mais calma se lembrasse dessa promessa?’",
            g1="[[b:24:2:13]]. Por que Jeová se comparou a uma fonte de água viva e comparou os "
               "deuses das nações a cisternas rachadas? ([[pc:w:21.04:12:5]])",
            read="[[b:24:2:1-13]] ([[pc:th:5]])",
            start="DE CASA EM CASA. Comece falando de um assunto atual que possa interessar à "
                  "pessoa. ([[pc:lmd:2:5]])",
            follow="TESTEMUNHO INFORMAL. Mostre à pessoa uma resposta curta da Bíblia para a "
                   "pergunta que você deixou na primeira conversa. ([[pc:lmd:7:4]])",
            disc="Ajude seu estudante a ver como o texto principal da lição se aplica à vida "
                 "dele. ([[pc:lmd:10:3]])",
            living="Mantenha vivo o primeiro amor",
            l1="Consideração com a assistência. Mostre o VÍDEO [[v:Um amor que continua "
               "aceso]]. Depois pergunte à assistência:",
            lq1="Como o casal do vídeo percebeu que a rotina deles tinha esfriado?",
            lq2="O que eles mudaram para que a adoração em família fosse algo esperado com "
                "alegria? [[b:24:2:2]]",
            lq3="Que passo você poderia dar nesta semana para manter vivo o seu amor por Jeová?",
            cbs="[[pc:lfb:90,91]]",
        ),
    }[lang]
    return WeekPlan(reading=(24, 1, 3), parts=(
        Part("talk", 10, (("ul", (t["t1"], t["t2"], t["t3"])),), title=t["talk"],
             inline_minutes=False),
        Part("gems", 10, (("q", t["g1"]), gems_tail(lang)), inline_minutes=False),
        Part("reading", 4, (("p", t["read"]),)),
        Part("starting", 3, (("p", t["start"]),)),
        Part("following", 4, (("p", t["follow"]),)),
        Part("disciples", 5, (("p", t["disc"]),)),
        Part("living", 15, (("p", t["l1"]), ("q", t["lq1"]), ("q", t["lq2"]), ("q", t["lq3"])),
             title=t["living"]),
        Part("cbs", 30, (("p", t["cbs"]),)),
    ))


def _week_b(lang: str) -> WeekPlan:
    t = {
        "en": dict(
            talk="Is There Anyone Who Seeks Faithfulness?",
            t1="Jehovah asked his people to plow up hard ground and not to sow among thorns "
               "[[b:24:4:3, 4]]. A heart made soft by humility receives counsel well.",
            t2="Jerusalem was urged to wash its heart clean of wickedness [[b:24:4:14]]. Our "
               "thoughts, not only our actions, matter to God.",
            t3="Jehovah searched the streets for even one person acting with justice "
               "[[b:24:5:1]]. He notices each one who keeps faithful today.",
            g1="[[b:24:5:22]]—What does the sand set as a boundary for the sea teach us about "
               "Jehovah's power and care? ([[pc:it:2:85]])",
            read="[[b:24:5:1-14]] ([[pc:th:10]])",
            start="PUBLIC WITNESSING. Ask the person a viewpoint question about something you "
                  "both can see. ([[pc:lmd:3:3]])",
            beliefs="Demonstration. INFORMAL WITNESSING. A coworker asks why you read the Bible "
                    "so often. ([[pc:lmd:12:4]])",
            talk_s="Talk. Why we can trust God's promises [[b:24:5:24]]. ([[pc:th:14]])",
            living="Prepare Your Heart Before the Meeting",
            l1="Discussion. Play the VIDEO [[v:Ten Minutes Before the Meeting]]. Then ask the "
               "audience:",
            lq1="What helped the sister in the video arrive calm and ready to listen?",
            lq2="How can preparing a short comment help you keep your mind on the meeting?",
            cbs="[[pc:lfb:92,93]]",
        ),
        "es": dict(
            talk="¿Hay alguien que busque la fidelidad?",
            t1="Jehová le pidió a su pueblo que arara la tierra dura y que no sembrara entre "
               "espinos [[b:24:4:3, 4]]. Un corazón que la humildad ablanda recibe bien los "
               "consejos.",
            t2="A Jerusalén se le pidió que limpiara su corazón de la maldad [[b:24:4:14]]. A "
               "Dios le importan nuestros pensamientos, no solo nuestras acciones.",
            t3="Jehová recorrió las calles buscando aunque fuera a una persona que actuara con "
               "justicia [[b:24:5:1]]. Hoy se fija en cada uno de los que siguen siendo fieles.",
            g1="[[b:24:5:22]]. ¿Qué nos enseña la arena puesta como límite del mar sobre el poder "
               "y el cuidado de Jehová? ([[pc:it:2:85]])",
            read="[[b:24:5:1-14]] ([[pc:th:10]])",
            start="PREDICACIÓN PÚBLICA. Hágale a la persona una pregunta de opinión sobre algo que "
                  "ambos estén viendo. ([[pc:lmd:3:3]])",
            beliefs="Demostración. PREDICACIÓN INFORMAL. Un compañero de trabajo le pregunta por "
                    "qué lee la Biblia tan a menudo. ([[pc:lmd:12:4]])",
            talk_s="Discurso. Por qué podemos confiar en las promesas de Dios [[b:24:5:24]]. "
                   "([[pc:th:14]])",
            living="Preparemos el corazón antes de la reunión",
            l1="Análisis con el auditorio. Ponga el VIDEO [[v:Diez minutos antes de la "
               "reunión]]. Luego pregunte al auditorio:",
            lq1="¿Qué ayudó a la hermana del video a llegar tranquila y lista para escuchar?",
            lq2="¿Cómo le ayuda preparar un comentario breve a mantener la mente en la reunión?",
            cbs="[[pc:lfb:92,93]]",
        ),
        "pt": dict(
            talk="Existe alguém que busque a fidelidade?",
            t1="Jeová pediu que seu povo arasse a terra dura e não semeasse entre espinhos "
               "[[b:24:4:3, 4]]. Um coração amolecido pela humildade aceita bem os conselhos.",
            t2="Jerusalém foi incentivada a lavar o coração da maldade [[b:24:4:14]]. Para Deus, "
               "nossos pensamentos importam, não só nossas ações.",
            t3="Jeová procurou nas ruas ao menos uma pessoa que agisse com justiça "
               "[[b:24:5:1]]. Hoje ele nota cada um que continua fiel.",
            g1="[[b:24:5:22]]. O que a areia posta como limite do mar nos ensina sobre o poder e "
               "o cuidado de Jeová? ([[pc:it:2:85]])",
            read="[[b:24:5:1-14]] ([[pc:th:10]])",
            start="TESTEMUNHO PÚBLICO. Faça à pessoa uma pergunta de opinião sobre algo que vocês "
                  "dois estejam vendo. ([[pc:lmd:3:3]])",
            beliefs="Demonstração. TESTEMUNHO INFORMAL. Um colega de trabalho pergunta por que "
                    "você lê a Bíblia com tanta frequência. ([[pc:lmd:12:4]])",
            talk_s="Discurso. Por que podemos confiar nas promessas de Deus [[b:24:5:24]]. "
                   "([[pc:th:14]])",
            living="Prepare o coração antes da reunião",
            l1="Consideração com a assistência. Mostre o VÍDEO [[v:Dez minutos antes da "
               "reunião]]. Depois pergunte à assistência:",
            lq1="O que ajudou a irmã do vídeo a chegar calma e pronta para ouvir?",
            lq2="Como preparar um comentário curto ajuda você a manter a mente na reunião?",
            cbs="[[pc:lfb:92,93]]",
        ),
    }[lang]
    return WeekPlan(reading=(24, 4, 5), parts=(
        Part("talk", 10, (("ul", (t["t1"], t["t2"], t["t3"])),), title=t["talk"],
             inline_minutes=False),
        Part("gems", 10, (("q", t["g1"]), gems_tail(lang)), inline_minutes=False),
        Part("reading", 4, (("p", t["read"]),)),
        Part("starting", 2, (("p", t["start"]),)),
        Part("beliefs", 4, (("p", t["beliefs"]),)),
        Part("talk_student", 5, (("p", t["talk_s"]),)),
        Part("living", 10, (("p", t["l1"]), ("q", t["lq1"]), ("q", t["lq2"])),
             title=t["living"]),
        Part("cbs", 30, (("p", t["cbs"]),)),
    ))


PLANS = (_week_a, _week_b)


def written_plan(lang: str, year: int, week: int) -> WeekPlan:
    """The written plan an ISO week shows (weeks alternate between the plans); from 2027
    the weeks are composed instead (workbook_generated.plan_for)."""
    return PLANS[(year * 53 + week) % len(PLANS)](lang)


# Standard part names (the site's titles for parts without their own).
PART_TITLES: dict[str, dict[str, str]] = {
    "gems": {"en": "Spiritual Gems", "es": "Busquemos perlas escondidas",
             "pt": "Joias espirituais"},
    "reading": {"en": "Bible Reading", "es": "Lectura de la Biblia", "pt": "Leitura da Bíblia"},
    "starting": {"en": "Starting a Conversation", "es": "Empiece conversaciones",
                 "pt": "Iniciando conversas"},
    "following": {"en": "Following Up", "es": "Haga revisitas", "pt": "Cultivando o interesse"},
    "disciples": {"en": "Making Disciples", "es": "Haga discípulos", "pt": "Fazendo discípulos"},
    "beliefs": {"en": "Explaining Your Beliefs", "es": "Explique sus creencias",
                "pt": "Explicando suas crenças"},
    "talk_student": {"en": "Talk", "es": "Discurso", "pt": "Discurso"},
    "cbs": {"en": "Congregation Bible Study", "es": "Estudio bíblico de la congregación",
            "pt": "Estudo bíblico de congregação"},
}
