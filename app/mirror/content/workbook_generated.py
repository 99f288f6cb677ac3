"""Workbook weeks composed for each week from templates written for this project, so that a
year of the mirror's workbooks is a year of distinct weeks (the two written plans of
workbook_weeks.py alone would repeat all year).

The weekly Bible reading walks the prophets from Ezekiel on, a few chapters a week; the
talk, the gems and the student parts cite verses of the week's chapters; the parts'
wording, the Living as Christians part and its video, and the lessons cited are chosen
for the week. The same choices give parallel weeks in en, es and pt.
"""

from __future__ import annotations

import random
from functools import cache

from app.mirror.content.books import CHAPTER_COUNTS, verse_count
from app.mirror.content.workbook_weeks import Part, WeekPlan, gems_tail, written_plan

FIRST_BOOK = 26  # Ezekiel
# The lessons the mirror's teaching documents hold (lesson_texts.py): a citation leads there.
LMD_LESSONS = (2, 3, 7, 10, 12)
TH_LESSONS = (5, 10, 14)
LFB_LESSONS = (90, 92)
_CHUNK = 3  # chapters a week


@cache
def _readings() -> tuple[tuple[int, int, int], ...]:
    out = []
    for book in range(FIRST_BOOK, 67):
        count = CHAPTER_COUNTS[book - 1]
        for first in range(1, count + 1, _CHUNK):
            out.append((book, first, min(count, first + _CHUNK - 1)))
    return tuple(out)


TALKS = {
    "en": ("Jehovah Warns Before He Acts", "Keep Your Watchpost", "Jehovah Restores His People",
           "Trust the One Who Keeps His Word", "Walk in Jehovah's Ways",
           "A Heart That Listens", "Jehovah Cares for the Humble",
           "Do Not Give Up Doing What Is Right", "Jehovah Sees What Others Miss",
           "True Worship Brings Blessings", "Hold On to Hope", "Stay Loyal Under Pressure"),
    "es": ("Jehová advierte antes de actuar", "Mantengámonos en nuestro puesto de vigilancia",
           "Jehová restaura a su pueblo", "Confiemos en el que cumple su palabra",
           "Andemos en los caminos de Jehová", "Un corazón que escucha",
           "Jehová cuida de los humildes", "No dejemos de hacer lo que está bien",
           "Jehová ve lo que otros no ven", "La adoración verdadera trae bendiciones",
           "Aferrémonos a la esperanza", "Seamos leales bajo presión"),
    "pt": ("Jeová avisa antes de agir", "Continue no seu posto de vigia",
           "Jeová restaura o seu povo", "Confie naquele que cumpre a sua palavra",
           "Ande nos caminhos de Jeová", "Um coração que escuta", "Jeová cuida dos humildes",
           "Não desista de fazer o que é certo", "Jeová vê o que os outros não veem",
           "A adoração verdadeira traz bênçãos", "Apegue-se à esperança",
           "Continue leal sob pressão"),
}

POINTS = {
    "en": ("Jehovah gave his people clear warnings through his prophet {b}. He still speaks "
           "plainly to us through his Word.",
           "The prophet kept delivering the message even when few listened {b}. Our faithfulness "
           "matters to Jehovah more than the results we see.",
           "Jehovah promised to gather his scattered people and give them a new start {b}. He "
           "does not abandon those who return to him.",
           "The account shows that Jehovah holds each person responsible for his own choices "
           "{b}. Ask yourself: ‘Which choice this week shows that I listen to him?’",
           "Jehovah took no pleasure in the death of the wicked but wanted them to turn back "
           "{b}. His mercy moves us to be patient with others.",
           "God described himself as a shepherd who seeks the lost sheep {b}. Elders imitate "
           "him when they look for those who have drifted away.",
           "The vision shows that pure worship would be restored {b}. We share in that work "
           "when we support our congregation.",
           "Jehovah's name would be made holy before the nations {b}. Our conduct can honor that "
           "name wherever we are.",
           "Those who kept faithful were marked for protection {b}. Jehovah knows who are his.",
           "The prophet's words came true in every detail {b}. We can trust the promises that "
           "are still to be fulfilled.",
           "Jehovah gave his people a new heart and a new spirit {b}. He can help us to change "
           "habits that seem hard to break.",
           "Even in a foreign land, God's servants kept their integrity {b}. We can do the same "
           "at school or at work."),
    "es": ("Jehová le dio a su pueblo advertencias claras por medio de su profeta {b}. Todavía "
           "nos habla con claridad mediante su Palabra.",
           "El profeta siguió anunciando el mensaje aunque pocos escuchaban {b}. A Jehová le "
           "importa más nuestra fidelidad que los resultados que vemos.",
           "Jehová prometió reunir a su pueblo dispersado y darle un nuevo comienzo {b}. No "
           "abandona a quienes vuelven a él.",
           "El relato muestra que Jehová hace responsable a cada persona de sus propias "
           "decisiones {b}. Pregúntese: “¿Qué decisión de esta semana mostrará que lo escucho?”.",
           "Jehová no se complacía en la muerte del malvado, sino que quería que se arrepintiera "
           "{b}. Su misericordia nos mueve a ser pacientes con los demás.",
           "Dios se describió como un pastor que busca a la oveja perdida {b}. Los ancianos lo "
           "imitan cuando buscan a quienes se han alejado.",
           "La visión muestra que la adoración pura sería restaurada {b}. Participamos en esa "
           "obra cuando apoyamos a nuestra congregación.",
           "El nombre de Jehová sería santificado ante las naciones {b}. Nuestra conducta puede "
           "honrar ese nombre dondequiera que estemos.",
           "Los que se mantuvieron fieles recibieron una marca de protección {b}. Jehová conoce "
           "a los que son suyos.",
           "Las palabras del profeta se cumplieron en todos los detalles {b}. Podemos confiar "
           "en las promesas que aún faltan por cumplirse.",
           "Jehová le dio a su pueblo un corazón nuevo y un espíritu nuevo {b}. Él puede "
           "ayudarnos a cambiar costumbres que parecen difíciles de dejar.",
           "Aun en una tierra extranjera, los siervos de Dios mantuvieron su integridad {b}. "
           "Nosotros podemos hacer lo mismo en la escuela o en el trabajo."),
    "pt": ("Jeová deu ao seu povo avisos claros por meio do seu profeta {b}. Ele ainda nos "
           "fala com clareza por meio da sua Palavra.",
           "O profeta continuou a anunciar a mensagem, mesmo quando poucos escutavam {b}. Para "
           "Jeová, nossa fidelidade importa mais do que os resultados que vemos.",
           "Jeová prometeu reunir seu povo espalhado e lhe dar um novo começo {b}. Ele não "
           "abandona os que voltam para ele.",
           "O relato mostra que Jeová considera cada pessoa responsável pelas suas próprias "
           "escolhas {b}. Pergunte-se: ‘Que escolha nesta semana vai mostrar que eu o escuto?’",
           "Jeová não tinha prazer na morte do mau, mas queria que ele voltasse atrás {b}. A "
           "misericórdia dele nos motiva a ser pacientes com os outros.",
           "Deus se descreveu como um pastor que procura a ovelha perdida {b}. Os anciãos o "
           "imitam quando procuram os que se afastaram.",
           "A visão mostra que a adoração pura seria restaurada {b}. Participamos dessa obra "
           "quando apoiamos a nossa congregação.",
           "O nome de Jeová seria santificado diante das nações {b}. Nossa conduta pode honrar "
           "esse nome onde quer que estejamos.",
           "Os que se mantiveram fiéis receberam uma marca de proteção {b}. Jeová conhece os "
           "que são dele.",
           "As palavras do profeta se cumpriram em todos os detalhes {b}. Podemos confiar nas "
           "promessas que ainda vão se cumprir.",
           "Jeová deu ao seu povo um coração novo e um espírito novo {b}. Ele pode nos ajudar a "
           "mudar hábitos que parecem difíceis de largar.",
           "Mesmo numa terra estrangeira, os servos de Deus mantiveram a integridade {b}. Nós "
           "podemos fazer o mesmo na escola ou no trabalho."),
}

GEMS = {
    "en": ("{b}—What does this verse teach us about the way Jehovah deals with his people? "
           "({pc})",
           "{b}—Why is this detail of the account worth remembering? ({pc})",
           "{b}—How does this verse help us to understand Jehovah's justice and mercy? ({pc})",
           "{b}—What lesson can we draw from this verse for our ministry? ({pc})"),
    "es": ("{b}. ¿Qué nos enseña este versículo sobre la manera como Jehová trata a su pueblo? "
           "({pc})",
           "{b}. ¿Por qué vale la pena recordar este detalle del relato? ({pc})",
           "{b}. ¿Cómo nos ayuda este versículo a entender la justicia y la misericordia de "
           "Jehová? ({pc})",
           "{b}. ¿Qué lección podemos sacar de este versículo para nuestra predicación? ({pc})"),
    "pt": ("{b}. O que este versículo nos ensina sobre o modo como Jeová trata o seu povo? "
           "({pc})",
           "{b}. Por que vale a pena lembrar esse detalhe do relato? ({pc})",
           "{b}. Como este versículo nos ajuda a entender a justiça e a misericórdia de Jeová? "
           "({pc})",
           "{b}. Que lição podemos tirar deste versículo para a nossa pregação? ({pc})"),
}

STARTING = {
    "en": ("FROM HOUSE TO HOUSE. Ask the person what gives people hope today, and listen "
           "before you answer. ({pc})",
           "PUBLIC WITNESSING. Start a conversation about a local event that concerns many "
           "people. ({pc})",
           "INFORMAL WITNESSING. Offer a kind word to someone who is waiting in line, and "
           "mention a Bible thought if he shows interest. ({pc})",
           "FROM HOUSE TO HOUSE. The person says he is busy. Offer to come back at a better "
           "time. ({pc})"),
    "es": ("DE CASA EN CASA. Pregúntele a la persona qué les da esperanza a las personas hoy, "
           "y escúchela antes de contestar. ({pc})",
           "PREDICACIÓN PÚBLICA. Empiece una conversación sobre un suceso local que preocupa a "
           "muchos. ({pc})",
           "PREDICACIÓN INFORMAL. Dígale una palabra amable a alguien que está haciendo fila, y "
           "mencione una idea bíblica si muestra interés. ({pc})",
           "DE CASA EN CASA. La persona dice que está ocupada. Ofrézcase a volver en un mejor "
           "momento. ({pc})"),
    "pt": ("DE CASA EM CASA. Pergunte à pessoa o que dá esperança às pessoas hoje, e escute "
           "antes de responder. ({pc})",
           "TESTEMUNHO PÚBLICO. Comece uma conversa sobre um acontecimento local que preocupa "
           "muitas pessoas. ({pc})",
           "TESTEMUNHO INFORMAL. Diga uma palavra bondosa a alguém que está esperando na fila e "
           "mencione um pensamento da Bíblia se ele mostrar interesse. ({pc})",
           "DE CASA EM CASA. A pessoa diz que está ocupada. Ofereça-se para voltar num momento "
           "melhor. ({pc})"),
}

FOLLOWING = {
    "en": ("FROM HOUSE TO HOUSE. Show the person a short video that answers the question you "
           "left last time. ({pc})",
           "INFORMAL WITNESSING. Follow up on a conversation with a neighbor by sharing a "
           "scripture that comforted you. ({pc})",
           "PUBLIC WITNESSING. The person took a tract last week. Ask what he thought of it. "
           "({pc})"),
    "es": ("DE CASA EN CASA. Muéstrele a la persona un video breve que responda la pregunta "
           "que le dejó la última vez. ({pc})",
           "PREDICACIÓN INFORMAL. Continúe una conversación con un vecino y léale un texto que "
           "le haya consolado a usted. ({pc})",
           "PREDICACIÓN PÚBLICA. La persona aceptó un tratado la semana pasada. Pregúntele qué "
           "le pareció. ({pc})"),
    "pt": ("DE CASA EM CASA. Mostre à pessoa um vídeo curto que responde à pergunta que você "
           "deixou da última vez. ({pc})",
           "TESTEMUNHO INFORMAL. Continue a conversa com um vizinho mostrando um texto que "
           "consolou você. ({pc})",
           "TESTEMUNHO PÚBLICO. A pessoa aceitou um folheto na semana passada. Pergunte o que "
           "ela achou. ({pc})"),
}

DISCIPLES = {
    "en": ("Help your student to see how the lesson's main point applies to a decision he "
           "faces. ({pc})",
           "Invite your student to a meeting, and explain what he will see there. ({pc})",
           "Ask your student how he feels about what he has learned so far. ({pc})"),
    "es": ("Ayude a su estudiante a ver cómo se aplica la idea principal de la lección a una "
           "decisión que tiene que tomar. ({pc})",
           "Invite a su estudiante a una reunión y explíquele lo que verá allí. ({pc})",
           "Pregúntele a su estudiante qué piensa de lo que ha aprendido hasta ahora. ({pc})"),
    "pt": ("Ajude seu estudante a ver como a ideia principal da lição se aplica a uma decisão "
           "que ele precisa tomar. ({pc})",
           "Convide seu estudante para uma reunião e explique o que ele vai ver lá. ({pc})",
           "Pergunte ao seu estudante o que ele acha do que aprendeu até agora. ({pc})"),
}

LIVING = {
    "en": (("Make Time for Personal Study", "A Quiet Hour"),
           ("Help the Older Ones Among Us", "Hands That Still Serve"),
           ("Use Your Phone Wisely", "Who Is in Control?"),
           ("Keep Your Home a Place of Peace", "A Calm Evening"),
           ("Prepare for the Memorial Season", "An Invitation Worth Giving"),
           ("Welcome the New Ones", "The First Visit"),
           ("Be Ready to Give an Answer", "A Question at School")),
    "es": (("Hagamos tiempo para el estudio personal", "Una hora tranquila"),
           ("Ayudemos a los mayores de la congregación", "Manos que siguen sirviendo"),
           ("Usemos el celular con sabiduría", "¿Quién tiene el control?"),
           ("Que nuestro hogar sea un lugar de paz", "Una tarde tranquila"),
           ("Preparémonos para la temporada de la Conmemoración", "Una invitación que vale "
            "la pena"),
           ("Demos la bienvenida a los nuevos", "La primera visita"),
           ("Estemos listos para dar una respuesta", "Una pregunta en la escuela")),
    "pt": (("Separe tempo para o estudo pessoal", "Uma hora tranquila"),
           ("Ajude os mais idosos da congregação", "Mãos que continuam servindo"),
           ("Use o celular com sabedoria", "Quem está no controle?"),
           ("Faça do seu lar um lugar de paz", "Uma noite tranquila"),
           ("Prepare-se para a época da Celebração", "Um convite que vale a pena"),
           ("Receba bem os novos", "A primeira visita"),
           ("Esteja pronto para dar uma resposta", "Uma pergunta na escola")),
}

LIVING_LEAD = {"en": "Discussion. Play the VIDEO [[v:{video}]]. Then ask the audience:",
               "es": "Análisis con el auditorio. Ponga el VIDEO [[v:{video}]]. Luego pregunte "
                     "al auditorio:",
               "pt": "Consideração com a assistência. Mostre o VÍDEO [[v:{video}]]. Depois "
                     "pergunte à assistência:"}

LIVING_QUESTIONS = {
    "en": ("What challenge did the person in the video face?",
           "What helped the family in the video make a wise decision?",
           "Which Bible principle did you notice in the video? {b}",
           "How can you apply this lesson in the coming week?",
           "How can we help someone in a similar situation?"),
    "es": ("¿Qué dificultad enfrentó la persona del video?",
           "¿Qué ayudó a la familia del video a tomar una buena decisión?",
           "¿Qué principio bíblico notó en el video? {b}",
           "¿Cómo puede aplicar esta lección en la próxima semana?",
           "¿Cómo podemos ayudar a alguien que esté en una situación parecida?"),
    "pt": ("Que desafio a pessoa do vídeo enfrentou?",
           "O que ajudou a família do vídeo a tomar uma boa decisão?",
           "Que princípio bíblico você notou no vídeo? {b}",
           "Como você pode aplicar essa lição na próxima semana?",
           "Como podemos ajudar alguém numa situação parecida?"),
}


def _cite(rng: random.Random, book: int, first: int, last: int) -> str:
    chapter = rng.randint(first, last)
    verse = rng.randint(1, max(1, verse_count(book, chapter)))
    return f"[[b:{book}:{chapter}:{verse}]]"


@cache
def generated_plan(lang: str, year: int, week: int) -> WeekPlan:
    """The week's composed plan (the same choices in every language)."""
    index = (year - 2000) * 53 + week
    readings = _readings()
    book, first, last = readings[index % len(readings)]
    rng = random.Random(f"mwb-generated-{year}-{week}")
    talk = TALKS[lang][index * 5 % len(TALKS["en"])]  # no title twice in 12 weeks
    points = [POINTS[lang][i].format(b=_cite(rng, book, first, last))
              for i in rng.sample(range(len(POINTS["en"])), 3)]
    gem = GEMS[lang][rng.randrange(len(GEMS["en"]))].format(
        b=_cite(rng, book, first, last), pc=f"[[pc:it:2:{rng.randint(20, 1200)}]]")
    reading_end = min(14, verse_count(book, first))
    reading = f"[[b:{book}:{first}:1-{reading_end}]] ([[pc:th:{rng.choice(TH_LESSONS)}]])"

    def lmd() -> str:
        return f"[[pc:lmd:{rng.choice(LMD_LESSONS)}:{rng.randint(1, 3)}]]"

    start = STARTING[lang][rng.randrange(len(STARTING["en"]))].format(pc=lmd())
    follow = FOLLOWING[lang][rng.randrange(len(FOLLOWING["en"]))].format(pc=lmd())
    disc = DISCIPLES[lang][rng.randrange(len(DISCIPLES["en"]))].format(pc=lmd())
    living_title, video = LIVING[lang][index * 3 % len(LIVING["en"])]  # none twice in 7
    questions = [LIVING_QUESTIONS[lang][i].format(b=_cite(rng, book, first, last))
                 for i in sorted(rng.sample(range(len(LIVING_QUESTIONS["en"])), 3))]
    lesson = LFB_LESSONS[index % 2]
    return WeekPlan(reading=(book, first, last), parts=(
        Part("talk", 10, (("ul", tuple(points)),), title=talk, inline_minutes=False),
        Part("gems", 10, (("q", gem), gems_tail(lang)), inline_minutes=False),
        Part("reading", 4, (("p", reading),)),
        Part("starting", 3, (("p", start),)),
        Part("following", 4, (("p", follow),)),
        Part("disciples", 5, (("p", disc),)),
        Part("living", 15, (("p", LIVING_LEAD[lang].format(video=video)),
                            *(("q", q) for q in questions)), title=living_title),
        Part("cbs", 30, (("p", f"[[pc:lfb:{lesson},{lesson + 1}]]"),)),
    ))


# From this year on, each week's plan is composed for the week, so a year of workbooks is
# a year of distinct weeks; earlier weeks (which the tests and the goldens pin) alternate
# between the written plans.
DISTINCT_FROM = 2027


def plan_for(lang: str, year: int, week: int) -> WeekPlan:
    """The plan an ISO week shows: composed for the week, or one of the written plans."""
    if year >= DISTINCT_FROM:
        return generated_plan(lang, year, week)
    return written_plan(lang, year, week)
