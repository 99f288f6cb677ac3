"""Study articles composed for each week from templates written for this project, so that
a year of the mirror's study Watchtowers holds a year of distinct text (the two written
articles of wt_articles_{lang}.py alone would repeat all year).

An article has a subject (a quality: hope, courage...) with its theme scripture and five
cited scriptures, a setting (in the family, in the congregation...), a person whose
example it tells, and paragraphs put together from sentence pools in the week's order
(an opening thought, the example, a closing thought, a scripture). The result is written
in the line format of study_articles.py and read by the same parser, so it is rendered
exactly like a written article. The same subject, setting and choices give parallel
articles in en, es and pt.

Spanish and Portuguese sentences never put "de", "a" (or pt "em", "por") straight before
the topic, which carries its article ("el valor", "a fé"): no "de el", no "em a".
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from app.mirror.content.study_articles import StudyArticle, parse_article


@dataclass(frozen=True)
class Subject:
    topic: dict[str, str]  # the quality with its article in es/pt: "la esperanza"
    theme: str  # book:chapter:verse
    cites: tuple[str, ...]  # five more scriptures


SUBJECTS: tuple[Subject, ...] = (
    Subject({"en": "hope", "es": "la esperanza", "pt": "a esperança"}, "45:15:13",
            ("58:6:19", "19:37:29", "66:21:4", "45:8:25", "52:5:8")),
    Subject({"en": "courage", "es": "el valor", "pt": "a coragem"}, "6:1:9",
            ("23:41:10", "19:27:14", "44:4:29", "58:13:6", "55:1:7")),
    Subject({"en": "humility", "es": "la humildad", "pt": "a humildade"}, "33:6:8",
            ("50:2:3", "59:4:6", "20:22:4", "60:5:5", "40:23:12")),
    Subject({"en": "joy", "es": "la alegría", "pt": "a alegria"}, "50:4:4",
            ("16:8:10", "19:100:2", "48:5:22", "59:1:2", "44:20:35")),
    Subject({"en": "faith", "es": "la fe", "pt": "a fé"}, "58:11:1",
            ("58:11:6", "59:2:17", "45:10:17", "42:17:5", "40:17:20")),
    Subject({"en": "generosity", "es": "la generosidad", "pt": "a generosidade"}, "47:9:7",
            ("20:11:25", "44:20:35", "42:6:38", "54:6:18", "58:13:16")),
    Subject({"en": "gratitude", "es": "la gratitud", "pt": "a gratidão"}, "19:92:1",
            ("52:5:18", "42:17:15", "19:103:2", "49:5:20", "51:2:7")),
    Subject({"en": "honesty", "es": "la honradez", "pt": "a honestidade"}, "58:13:18",
            ("49:4:25", "20:12:22", "47:8:21", "51:3:9", "19:15:2")),
    Subject({"en": "endurance", "es": "el aguante", "pt": "a perseverança"}, "59:1:12",
            ("58:12:1", "45:5:3", "42:21:19", "48:6:9", "40:24:13")),
    Subject({"en": "mildness", "es": "la apacibilidad", "pt": "a brandura"}, "51:3:12",
            ("20:15:1", "40:11:29", "48:5:23", "55:2:24", "56:3:2")),
    Subject({"en": "self-control", "es": "el autodominio", "pt": "o autodomínio"}, "46:9:25",
            ("20:16:32", "20:25:28", "61:1:6", "56:2:12", "59:1:19")),
    Subject({"en": "loyalty", "es": "la lealtad", "pt": "a lealdade"}, "19:18:25",
            ("8:1:16", "20:17:17", "33:6:8", "49:4:24", "9:20:42")),
)

SETTINGS = {
    "en": ("in the family", "in the congregation", "in the ministry", "when life is hard"),
    "es": ("en la familia", "en la congregación", "en la predicación",
           "cuando la vida se complica"),
    "pt": ("na família", "na congregação", "na pregação", "quando a vida fica difícil"),
}

# (name, the sentence that introduces the person)
PEOPLE = {
    "en": (("Daniel", "Consider Daniel, a young brother in a small congregation."),
           ("Rosa", "Consider Rosa, a sister who cares for her elderly mother."),
           ("Tomás", "Consider Tomás, an elder who also works full-time."),
           ("Lúcia", "Consider Lúcia, a pioneer in a busy city."),
           ("Marco", "Consider Marco, a father of three young children."),
           ("Sara", "Consider Sara, a teenager who is the only Witness in her school class."),
           ("Ahmed", "Consider Ahmed, a brother who works long hours on a farm."),
           ("Inês", "Consider Inês, a widow who moved to a new town.")),
    "es": (("Daniel", "Pensemos en Daniel, un hermano joven de una congregación pequeña."),
           ("Rosa", "Pensemos en Rosa, una hermana que cuida de su madre mayor."),
           ("Tomás", "Pensemos en Tomás, un anciano que también trabaja a tiempo completo."),
           ("Lúcia", "Pensemos en Lúcia, una precursora en una ciudad muy activa."),
           ("Marco", "Pensemos en Marco, padre de tres hijos pequeños."),
           ("Sara", "Pensemos en Sara, una adolescente que es la única Testigo de su clase."),
           ("Ahmed", "Pensemos en Ahmed, un hermano que trabaja muchas horas en el campo."),
           ("Inês", "Pensemos en Inês, una viuda que se mudó a otra ciudad.")),
    "pt": (("Daniel", "Pense no caso do Daniel, um irmão jovem de uma congregação pequena."),
           ("Rosa", "Pense no caso da Rosa, uma irmã que cuida da mãe idosa."),
           ("Tomás", "Pense no caso do Tomás, um ancião que também trabalha em tempo integral."),
           ("Lúcia", "Pense no caso da Lúcia, uma pioneira numa cidade agitada."),
           ("Marco", "Pense no caso do Marco, pai de três filhos pequenos."),
           ("Sara", "Pense no caso da Sara, uma adolescente que é a única Testemunha da sua "
                    "turma na escola."),
           ("Ahmed", "Pense no caso do Ahmed, um irmão que trabalha muitas horas no campo."),
           ("Inês", "Pense no caso da Inês, uma viúva que se mudou para outra cidade.")),
}

TITLES = {
    "en": ("Keep {topic} Alive {setting}", "How {topic} Helps Us {setting}",
           "Let Us Keep Growing in {topic}", "Show {topic} {setting}",
           "Why {topic} Matters {setting}", "Learn About {topic} From the Scriptures"),
    "es": ("Cultivemos {topic} {setting}", "Cómo nos ayuda {topic} {setting}",
           "Sigamos creciendo en {topic}", "Mostremos {topic} {setting}",
           "Por qué importa {topic} {setting}", "Aprendamos de la Biblia sobre {topic}"),
    "pt": ("Cultive {topic} {setting}", "Como {topic} nos ajuda {setting}",
           "Continue cultivando {topic}", "Mostre {topic} {setting}",
           "Por que {topic} é importante {setting}", "Aprenda com a Bíblia sobre {topic}"),
}

FOCUS = {
    "en": "How Jehovah helps us to show {topic} {setting}, and why this quality is worth "
          "cultivating.",
    "es": "Cómo nos ayuda Jehová a mostrar {topic} {setting}, y por qué vale la pena cultivar "
          "esta cualidad.",
    "pt": "Como Jeová nos ajuda a mostrar {topic} {setting}, e por que vale a pena cultivar "
          "essa qualidade.",
}

OPENERS = {
    "en": (
        "{Topic} is not something we are born with; it grows as we draw close to Jehovah.",
        "Many people today think that {topic} belongs to the past, yet the Bible shows that "
        "this quality is as valuable now as ever.",
        "Jehovah has given us all we need to cultivate {topic}, even in a world that often "
        "ignores this quality.",
        "When we think about {topic}, we may remember someone whose example touched our heart.",
        "{Topic} affects the way we speak, the way we make decisions and the way we treat "
        "others.",
        "It is not always easy to show {topic} {setting}.",
        "The Scriptures present {topic} as a quality that pleases Jehovah and benefits the "
        "people around us.",
        "Jesus showed this quality perfectly, and his disciples learned it by watching him "
        "day after day.",
        "We do not need to wait for a perfect moment to show {topic}; small daily choices "
        "count.",
        "At times our own imperfection makes it hard to show {topic}, but Jehovah is patient "
        "with us.",
        "Those who show {topic} {setting} often find that others respond in the same way.",
        "Our brothers and sisters around the world show {topic} in very different "
        "circumstances.",
        "Reading the Bible each day helps us to see this quality as Jehovah sees it.",
        "Prayer is one of the best ways to ask Jehovah for help to grow in {topic}.",
        "A quality like {topic} does not stay strong by itself; it needs attention, as a "
        "garden does.",
        "Think of what happens {setting} when {topic} is missing: small problems soon become "
        "large ones.",
    ),
    "es": (
        "{Topic} no es algo con lo que nacemos; crece a medida que nos acercamos a Jehová.",
        "Hoy muchos piensan que {topic} es cosa del pasado, pero la Biblia muestra que esta "
        "cualidad sigue siendo muy valiosa.",
        "Jehová nos ha dado todo lo que necesitamos para cultivar {topic}, aun en un mundo que "
        "muchas veces no valora esta cualidad.",
        "Cuando pensamos en {topic}, tal vez recordemos a alguien cuyo ejemplo nos llegó al "
        "corazón.",
        "{Topic} influye en cómo hablamos, en cómo tomamos decisiones y en cómo tratamos a los "
        "demás.",
        "No siempre es fácil mostrar {topic} {setting}.",
        "Las Escrituras presentan {topic} como una cualidad que agrada a Jehová y que "
        "beneficia a quienes nos rodean.",
        "Jesús mostró esta cualidad a la perfección, y sus discípulos la aprendieron al "
        "observarlo día tras día.",
        "No tenemos que esperar un momento perfecto para mostrar {topic}; las pequeñas "
        "decisiones de cada día cuentan.",
        "A veces nuestra imperfección hace difícil mostrar {topic}, pero Jehová es paciente "
        "con nosotros.",
        "Quienes muestran {topic} {setting} suelen ver que los demás responden de la misma "
        "manera.",
        "Nuestros hermanos de todo el mundo muestran {topic} en circunstancias muy diferentes.",
        "Leer la Biblia cada día nos ayuda a ver esta cualidad como la ve Jehová.",
        "La oración es una de las mejores maneras de pedirle a Jehová que nos ayude a crecer "
        "en {topic}.",
        "Una cualidad como {topic} no se mantiene fuerte por sí sola; necesita atención, igual "
        "que un jardín.",
        "Pensemos en lo que sucede {setting} cuando falta {topic}: los problemas pequeños "
        "pronto se hacen grandes.",
    ),
    "pt": (
        "{Topic} não é algo com que nascemos; essa qualidade cresce à medida que nos "
        "achegamos a Jeová.",
        "Hoje muitos acham que {topic} é coisa do passado, mas a Bíblia mostra que essa "
        "qualidade continua muito valiosa.",
        "Jeová nos deu tudo o que precisamos para cultivar {topic}, mesmo num mundo que muitas "
        "vezes não valoriza essa qualidade.",
        "Quando pensamos sobre {topic}, talvez nos lembremos de alguém cujo exemplo tocou "
        "nosso coração.",
        "{Topic} influencia o modo como falamos, como tomamos decisões e como tratamos os "
        "outros.",
        "Nem sempre é fácil mostrar {topic} {setting}.",
        "As Escrituras apresentam {topic} como uma qualidade que agrada a Jeová e beneficia as "
        "pessoas ao nosso redor.",
        "Jesus mostrou essa qualidade de modo perfeito, e seus discípulos a aprenderam "
        "observando-o dia após dia.",
        "Não precisamos esperar um momento perfeito para mostrar {topic}; as pequenas escolhas "
        "de cada dia contam.",
        "Às vezes nossa imperfeição torna difícil mostrar {topic}, mas Jeová é paciente "
        "conosco.",
        "Quem mostra {topic} {setting} muitas vezes percebe que os outros reagem do mesmo "
        "modo.",
        "Nossos irmãos no mundo inteiro mostram {topic} em circunstâncias muito diferentes.",
        "Ler a Bíblia todo dia nos ajuda a ver essa qualidade como Jeová a vê.",
        "A oração é uma das melhores maneiras de pedir que Jeová nos ajude a cultivar "
        "{topic}.",
        "Uma qualidade como {topic} não continua forte sozinha; precisa de atenção, como um "
        "jardim.",
        "Pense no que acontece {setting} quando falta {topic}: problemas pequenos logo ficam "
        "grandes.",
    ),
}

ACTS = {
    "en": (
        "When a coworker mocked the Bible, {name} chose to answer calmly, and {topic} made "
        "the difference.",
        "{name} decided to set aside a few minutes each evening to read about {topic} in the "
        "Bible and to pray about it.",
        "After a difficult week, {name} said: “I asked Jehovah for help, and he gave me what I "
        "needed.”",
        "{name} noticed that showing {topic} {setting} opened the way to good conversations.",
        "For a time {name} struggled, but the encouragement of a friend in the congregation "
        "helped a great deal.",
        "{name} found it useful to write down Bible examples of {topic} and to review them "
        "often.",
        "When plans fell apart, {name} did not give up but looked for another way to keep "
        "serving Jehovah.",
        "{name} learned that {topic} grows little by little, as a tree adds a ring each year.",
        "Looking back, {name} can see how Jehovah gave support at every step.",
        "{name} made a point of thanking others whenever they showed {topic}.",
        "Even on tiring days, {name} kept a good spiritual routine, and that helped more than "
        "expected.",
        "{name} remembers an evening when a short, kind talk with a neighbor showed how much "
        "{topic} can do.",
    ),
    "es": (
        "Cuando un compañero de trabajo se burló de la Biblia, {name} decidió contestar con "
        "calma, y {topic} marcó la diferencia.",
        "{name} decidió apartar unos minutos cada noche para leer en la Biblia sobre {topic} y "
        "orar al respecto.",
        "Después de una semana difícil, {name} comentó: “Le pedí ayuda a Jehová, y él me dio "
        "lo que necesitaba”.",
        "{name} notó que mostrar {topic} {setting} abría el camino a buenas conversaciones.",
        "Por un tiempo {name} tuvo dificultades, pero el ánimo de un amigo de la congregación "
        "le ayudó mucho.",
        "A {name} le resultó útil anotar ejemplos bíblicos sobre {topic} y repasarlos a "
        "menudo.",
        "Cuando sus planes se vinieron abajo, {name} no se rindió, sino que buscó otra manera "
        "de seguir sirviendo a Jehová.",
        "{name} aprendió que {topic} crece poco a poco, como un árbol que añade un anillo cada "
        "año.",
        "Al mirar atrás, {name} ve cómo Jehová le dio apoyo en cada paso.",
        "{name} se propuso dar las gracias a los demás cada vez que mostraban {topic}.",
        "Aun en días de cansancio, {name} mantuvo una buena rutina espiritual, y eso ayudó "
        "más de lo esperado.",
        "{name} recuerda una tarde en la que una conversación breve y amable con un vecino "
        "mostró todo lo que {topic} puede lograr.",
    ),
    "pt": (
        "Quando um colega de trabalho zombou da Bíblia, {name} decidiu responder com calma, e "
        "{topic} fez toda a diferença.",
        "{name} decidiu separar alguns minutos toda noite para ler na Bíblia sobre {topic} e "
        "orar sobre o assunto.",
        "Depois de uma semana difícil, {name} comentou: “Pedi ajuda a Jeová, e ele me deu o "
        "que eu precisava.”",
        "{name} percebeu que mostrar {topic} {setting} abria caminho para boas conversas.",
        "Por um tempo, {name} teve dificuldades, mas o incentivo de um amigo da congregação "
        "ajudou muito.",
        "{name} achou útil anotar exemplos bíblicos sobre {topic} e revisá-los com "
        "frequência.",
        "Quando os planos não deram certo, {name} não desistiu, mas procurou outra maneira de "
        "continuar servindo a Jeová.",
        "{name} aprendeu que {topic} cresce aos poucos, como uma árvore que ganha um anel a "
        "cada ano.",
        "Olhando para trás, {name} consegue ver como Jeová deu apoio em cada passo.",
        "{name} fazia questão de agradecer aos outros sempre que mostravam {topic}.",
        "Mesmo nos dias de cansaço, {name} manteve uma boa rotina espiritual, e isso ajudou "
        "mais do que o esperado.",
        "{name} se lembra de uma tarde em que uma conversa curta e gentil com um vizinho "
        "mostrou tudo o que {topic} pode fazer.",
    ),
}

DEVELOP = {
    "en": ("The Bible contains many accounts of men and women who showed {topic}, and their "
           "examples still teach us today.",
           "Of course, none of us shows this quality perfectly, and Jehovah does not expect us "
           "to.",
           "It helps to ask ourselves: ‘How can I show {topic} this week?’",
           "Our conduct {setting} often speaks louder than our words.",
           "When we meditate on Jehovah's qualities, our own desire to please him grows "
           "stronger.",
           "The congregation meetings also give us many practical suggestions.",
           "We can learn much by observing faithful brothers and sisters who have served "
           "Jehovah for many years.",
           "Satan's world promotes selfish attitudes, so we need to be on guard.",
           "This quality also protects us from making decisions we would later regret.",
           "Parents can help their children by talking about {topic} in simple, everyday ways.",
           "A good question to ask is how Jesus would have acted in our situation.",
           "Each time we act on what we learn, our conviction becomes stronger."),
    "es": ("La Biblia contiene muchos relatos de hombres y mujeres que mostraron {topic}, y su "
           "ejemplo todavía nos enseña.",
           "Claro, ninguno de nosotros muestra esta cualidad a la perfección, y Jehová no "
           "espera que lo hagamos.",
           "Nos ayuda preguntarnos: “¿Cómo puedo mostrar {topic} esta semana?”.",
           "Nuestra conducta {setting} muchas veces dice más que nuestras palabras.",
           "Cuando meditamos en las cualidades de Jehová, crece nuestro deseo de agradarle.",
           "Las reuniones de la congregación también nos dan muchas sugerencias prácticas.",
           "Podemos aprender mucho al observar a hermanos fieles que llevan muchos años "
           "sirviendo a Jehová.",
           "El mundo de Satanás fomenta actitudes egoístas, así que tenemos que estar alerta.",
           "Esta cualidad también nos protege de tomar decisiones de las que luego nos "
           "arrepentiríamos.",
           "Los padres pueden ayudar a sus hijos hablando sobre {topic} de manera sencilla, en "
           "la vida diaria.",
           "Una buena pregunta es cómo habría actuado Jesús en nuestra situación.",
           "Cada vez que ponemos en práctica lo que aprendemos, nuestra convicción se hace más "
           "fuerte."),
    "pt": ("A Bíblia tem muitos relatos de homens e mulheres que mostraram {topic}, e o "
           "exemplo deles ainda nos ensina.",
           "É claro que nenhum de nós mostra essa qualidade de modo perfeito, e Jeová não "
           "espera isso de nós.",
           "Ajuda perguntar: ‘Como posso mostrar {topic} esta semana?’",
           "Nossa conduta {setting} muitas vezes fala mais alto do que nossas palavras.",
           "Quando meditamos nas qualidades de Jeová, nosso desejo de agradá-lo fica mais "
           "forte.",
           "As reuniões da congregação também nos dão muitas sugestões práticas.",
           "Podemos aprender muito observando irmãos fiéis que servem a Jeová há muitos anos.",
           "O mundo de Satanás promove atitudes egoístas, por isso precisamos estar atentos.",
           "Essa qualidade também nos protege de tomar decisões das quais depois nos "
           "arrependeríamos.",
           "Os pais podem ajudar os filhos falando sobre {topic} de modo simples, no dia a dia.",
           "Uma boa pergunta é como Jesus teria agido na nossa situação.",
           "Cada vez que aplicamos o que aprendemos, nossa convicção fica mais forte."),
}

CLOSERS = {
    "en": ("So let us keep asking Jehovah to help us grow in this quality.",
           "In this way, we bring praise to our heavenly Father.",
           "Such efforts are never wasted; Jehovah notices each one.",
           "That is why it is worth taking time to think about our own example.",
           "When we act this way, we make it easier for others to draw close to Jehovah.",
           "Each small step strengthens our friendship with God.",
           "This brings peace to our heart, even in a troubled world.",
           "Others may not always notice, but Jehovah never forgets what we do for him.",
           "We can be sure that this course leads to real happiness.",
           "With Jehovah's help, we can keep improving, one day at a time.",
           "This is a lesson that all of us, young and old, can apply.",
           "Let us be determined to keep doing so."),
    "es": ("Así que sigamos pidiéndole a Jehová que nos ayude a crecer en esta cualidad.",
           "De esta manera, damos honra a nuestro Padre celestial.",
           "Esos esfuerzos nunca se pierden; Jehová se fija en cada uno.",
           "Por eso vale la pena dedicar tiempo a pensar en nuestro propio ejemplo.",
           "Cuando actuamos así, facilitamos que otros se acerquen a Jehová.",
           "Cada pequeño paso fortalece nuestra amistad con Dios.",
           "Eso nos da paz interior, aun en un mundo lleno de problemas.",
           "Puede que los demás no siempre lo noten, pero Jehová nunca olvida lo que hacemos "
           "por él.",
           "Podemos estar seguros de que este camino lleva a la verdadera felicidad.",
           "Con la ayuda de Jehová, podemos seguir mejorando, un día a la vez.",
           "Es una lección que todos, jóvenes y mayores, podemos aplicar.",
           "Estemos decididos a seguir haciéndolo."),
    "pt": ("Então, vamos continuar pedindo que Jeová nos ajude a crescer nessa qualidade.",
           "Desse modo, damos louvor ao nosso Pai celestial.",
           "Esses esforços nunca são em vão; Jeová nota cada um deles.",
           "Por isso, vale a pena tirar tempo para pensar no nosso próprio exemplo.",
           "Quando agimos assim, facilitamos que outros se achegem a Jeová.",
           "Cada pequeno passo fortalece nossa amizade com Deus.",
           "Isso nos dá paz interior, mesmo num mundo cheio de problemas.",
           "Os outros talvez nem sempre percebam, mas Jeová nunca esquece o que fazemos por "
           "ele.",
           "Podemos ter certeza de que esse caminho leva à verdadeira felicidade.",
           "Com a ajuda de Jeová, podemos continuar melhorando, um dia de cada vez.",
           "É uma lição que todos nós, jovens e idosos, podemos aplicar.",
           "Estejamos decididos a continuar agindo assim."),
}

# The questions, by the paragraphs they cover (the article's fixed outline).
QUESTIONS = {
    "en": {"1-2": "What is {topic}, and why can it be hard to show it {setting}?",
           "3": "How do the Bible's examples help us to understand {topic}?",
           "4": "What do the Scriptures teach us about {topic}?",
           "5, 6": "(a) What can we learn from the experience of {name}? (b) How can we apply "
                   "that lesson?",
           "7": "How can prayer help us to show {topic} {setting}?",
           "8": "Why is it worth making an effort to show {topic}?",
           "9-10": "What practical steps can help us to grow in {topic}?",
           "11": "What blessings come to those who show {topic}?",
           "12": "What are you determined to do?"},
    "es": {"1-2": "¿Qué es {topic}, y por qué puede costarnos mostrar esta cualidad {setting}?",
           "3": "¿Cómo nos ayudan los ejemplos de la Biblia a entender {topic}?",
           "4": "¿Qué nos enseñan las Escrituras sobre {topic}?",
           "5, 6": "a) ¿Qué aprendemos de la experiencia de {name}? b) ¿Cómo podemos aplicar "
                   "esa lección?",
           "7": "¿Cómo nos ayuda la oración a mostrar {topic} {setting}?",
           "8": "¿Por qué vale la pena esforzarnos por mostrar {topic}?",
           "9-10": "¿Qué pasos prácticos nos ayudan a crecer en {topic}?",
           "11": "¿Qué bendiciones reciben quienes muestran {topic}?",
           "12": "¿Qué está usted decidido a hacer?"},
    "pt": {"1-2": "O que é {topic}, e por que pode ser difícil mostrar essa qualidade "
                  "{setting}?",
           "3": "Como os exemplos da Bíblia nos ajudam a entender {topic}?",
           "4": "O que as Escrituras nos ensinam sobre {topic}?",
           "5, 6": "(a) O que aprendemos com a experiência de {name}? (b) Como podemos aplicar "
                   "essa lição?",
           "7": "Como a oração nos ajuda a mostrar {topic} {setting}?",
           "8": "Por que vale a pena nos esforçar para mostrar {topic}?",
           "9-10": "Que passos práticos nos ajudam a cultivar {topic}?",
           "11": "Que bênçãos recebem os que mostram {topic}?",
           "12": "O que você está decidido a fazer?"},
}

SUBHEADINGS = {
    "en": (("LEARN FROM BIBLE EXAMPLES", "WHAT THE BIBLE TEACHES"),
           ("HOW WE CAN GROW IN THIS QUALITY", "PRACTICAL STEPS THAT HELP"),
           ("THE BLESSINGS THAT FOLLOW", "KEEP GOING")),
    "es": (("APRENDAMOS DE LOS EJEMPLOS BÍBLICOS", "LO QUE ENSEÑA LA BIBLIA"),
           ("CÓMO CRECER EN ESTA CUALIDAD", "PASOS PRÁCTICOS QUE AYUDAN"),
           ("LAS BENDICIONES QUE RECIBIMOS", "SIGAMOS ADELANTE")),
    "pt": (("APRENDA COM OS EXEMPLOS DA BÍBLIA", "O QUE A BÍBLIA ENSINA"),
           ("COMO CRESCER NESSA QUALIDADE", "PASSOS PRÁTICOS QUE AJUDAM"),
           ("AS BÊNÇÃOS QUE RECEBEMOS", "CONTINUE FIRME")),
}

REVIEW = {
    "en": ("Why is {topic} valuable?", "How does Jehovah help us to show {topic}?",
           "What will you do to grow in this quality?"),
    "es": ("¿Por qué es valiosa esta cualidad?", "¿Cómo nos ayuda Jehová a mostrar {topic}?",
           "¿Qué hará usted para crecer en esta cualidad?"),
    "pt": ("Por que essa qualidade é valiosa?", "Como Jeová nos ajuda a mostrar {topic}?",
           "O que você fará para crescer nessa qualidade?"),
}

FOOTNOTE = {"en": "Some names have been changed.", "es": "Se han cambiado algunos nombres.",
            "pt": "Alguns nomes foram mudados."}
CAPTIONS = {
    "en": ("A family talks together after reading a Bible account.",
           "A brother listens carefully to a neighbor at the door.",
           "An older sister encourages a younger one after the meeting.",
           "A young brother prays quietly before a hard day at work."),
    "es": ("Una familia conversa después de leer un relato bíblico.",
           "Un hermano escucha con atención a un vecino en la puerta.",
           "Una hermana mayor anima a una más joven después de la reunión.",
           "Un hermano joven ora en silencio antes de un día difícil en el trabajo."),
    "pt": ("Uma família conversa depois de ler um relato da Bíblia.",
           "Um irmão escuta com atenção um vizinho na porta.",
           "Uma irmã mais velha encoraja uma mais jovem depois da reunião.",
           "Um irmão jovem ora em silêncio antes de um dia difícil no trabalho."),
}

_SMALL = frozenset(("in", "the", "of", "from", "and", "a", "to", "about"))


def _title_case(text: str) -> str:
    words = text.split(" ")
    return " ".join(w if i and w in _SMALL else w[:1].upper() + w[1:]
                    for i, w in enumerate(words))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def article_source(lang: str, year: int, week: int) -> str:
    """The week's composed article in the line format of study_articles.py."""
    rng = random.Random(f"wt-generated-{year}-{week}")  # the same choices in every language
    k = year * 53 + week
    subject = SUBJECTS[k % len(SUBJECTS)]
    # subject and setting both move each week: 48 different pairs before one repeats
    setting_index = (k + k // len(SUBJECTS)) % len(SETTINGS["en"])
    title_index = rng.randrange(len(TITLES["en"]))
    person_index = rng.randrange(len(PEOPLE["en"]))
    openers = rng.sample(range(len(OPENERS["en"])), 12)
    acts = rng.sample(range(len(ACTS["en"])), 6)
    develops = rng.sample(range(len(DEVELOP["en"])), 9)
    closers = rng.sample(range(len(CLOSERS["en"])), 12)
    heads = [rng.randrange(2) for _ in range(3)]
    caption = rng.randrange(len(CAPTIONS["en"]))
    songs = (1 + rng.randrange(151), 1 + rng.randrange(151))

    topic = subject.topic[lang]
    setting = SETTINGS[lang][setting_index]
    name, intro = PEOPLE[lang][person_index]
    values = {"topic": topic, "Topic": _cap(topic), "setting": setting, "name": name}

    def fill(text: str) -> str:
        return text.format(**values)

    title = fill(TITLES[lang][title_index]).replace("  ", " ").strip()
    title = _title_case(title) if lang == "en" else _cap(title)
    cites = subject.cites

    def paragraph(n: int) -> str:
        opener = fill(OPENERS[lang][openers[n - 1]])
        closer = CLOSERS[lang][closers[n - 1]]
        middle = ""
        if n in (5, 6, 10):  # the person's example
            a, b = {5: (0, 1), 6: (2, 3), 10: (4, 5)}[n]
            lead = f"{intro}{{fn}} " if n == 5 else ""
            middle = f"{lead}{fill(ACTS[lang][acts[a]])} {fill(ACTS[lang][acts[b]])}"
        scripture = {2: f"({{c {subject.theme}}})", 3: f"({{c {cites[0]}}})",
                     4: f"{{read {cites[1]}}}", 7: f"{{read {cites[2]}}}",
                     9: f"({{c {cites[3]}}})", 11: f"{{read {cites[4]}}}"}.get(n, "")
        develop = "" if middle else fill(DEVELOP[lang][develops.pop()])
        parts = [opener, scripture, middle, develop, closer] if n != 5 \
            else [middle, opener, closer]
        return "¶ " + " ".join(p for p in parts if p)

    q = QUESTIONS[lang]
    lines = [
        f"title: {title}", f"topic: {topic}", f"songs: {songs[0]} {songs[1]}",
        f"theme: {subject.theme}", f"focus: {fill(FOCUS[lang])}",
        f"? 1-2 | {fill(q['1-2'])}", paragraph(1), paragraph(2),
        f"## {SUBHEADINGS[lang][0][heads[0]]}",
        f"? 3 | {fill(q['3'])}", paragraph(3),
        f"? 4 | {fill(q['4'])}", paragraph(4),
        f"? 5, 6 | {fill(q['5, 6'])}", paragraph(5), paragraph(6),
        f"[figure] {CAPTIONS[lang][caption]}",
        f"## {SUBHEADINGS[lang][1][heads[1]]}",
        f"? 7 | {fill(q['7'])}", paragraph(7),
        f"? 8 | {fill(q['8'])}", paragraph(8),
        f"? 9-10 | {fill(q['9-10'])}", paragraph(9), paragraph(10),
        f"## {SUBHEADINGS[lang][2][heads[2]]}",
        f"? 11 | {fill(q['11'])}", paragraph(11),
        f"? 12 | {fill(q['12'])}", paragraph(12),
        f"[fn] {FOOTNOTE[lang]}",
        *(f"[review] {fill(r)}" for r in REVIEW[lang]),
    ]
    return "\n".join(lines)


@cache
def generated_article(lang: str, year: int, week: int) -> StudyArticle:
    return parse_article(article_source(lang, year, week))
