"""Text of the mirror's teaching documents (written for the project, never copied).

LMD[lang][lesson] = (title, key scripture marker, ((point title, point text), ...))
TH[lang][lesson] = (title, key scripture marker, (how-to bullets...), (paragraphs...))
LFB[lang][lesson] = (title, (paragraphs...), (questions...))
RESEARCH[lang][key] = (context line, title, (paragraphs...)); keys "w21.04", "it-2", "bt-17",
"lmd-A"
Scripture markers use workbook_weeks' [[b:BOOK:CHAPTER:VERSES]] form.
"""

from __future__ import annotations

LESSON = {"en": "LESSON", "es": "LECCIÓN", "pt": "LIÇÃO"}
HOW_TO = {"en": "HOW TO DO IT", "es": "CÓMO HACERLO", "pt": "COMO FAZER"}
LEARN = {"en": "What Jesus did", "es": "Lo que hizo Jesús", "pt": "O que Jesus fez"}
IMITATE = {"en": "Imitate Jesus", "es": "Imitemos a Jesús", "pt": "Imite Jesus"}
QUESTIONS = {"en": "Questions:", "es": "Preguntas:", "pt": "Perguntas:"}

LMD: dict[str, dict[int, tuple[str, str, tuple[tuple[str, str], ...]]]] = {
    "en": {
        2: ("Start With What Matters to the Person", "[[b:43:4:7]]", (
            ("Jesus noticed the moment.", "He spoke to the woman at the well about the water "
             "she had come to draw [[b:43:4:7]]."),
            ("He moved gently to spiritual things.", "From ordinary water he led the talk to "
             "the water that gives life [[b:43:4:13, 14]]."),
            ("Observe before you speak.", "Notice what the person is doing or carrying; it "
             "often suggests a natural first sentence."),
            ("Listen for what worries people.", "Let the person finish; a short comment "
             "about what you heard shows that you care."),
            ("Use a current topic.", "Mention something many people in your area are talking "
             "about, ask what the person thinks, and then share one short Bible thought that "
             "fits. Do not rush: one idea the person remembers is better than many."),
        )),
        3: ("Ask Questions That Invite Conversation", "[[b:40:16:13]]", (
            ("Jesus asked what people thought.", "He invited his disciples to say who they "
             "believed he was [[b:40:16:13, 15]]."),
            ("Questions showed respect.", "He let people reason instead of only hearing "
             "conclusions."),
            ("Ask a viewpoint question.", "Ask about something you can both see—a park, the "
             "weather, a busy street—and let the person give an opinion before you give yours."),
            ("Avoid questions that embarrass.", "Choose questions anyone can answer without "
             "feeling tested."),
            ("Be ready to listen.", "A question is only useful if you really want the answer."),
        )),
        7: ("Follow Up Promptly", "[[b:46:3:6]]", (
            ("Paul watered what was planted.", "Others continued the work he began "
             "[[b:46:3:6]]."),
            ("Interest can fade quickly.", "Return while the first conversation is still "
             "fresh in the person's mind."),
            ("Note what you talked about.", "Write down the topic and the question you "
             "left."),
            ("Leave a question to answer next time.", "End each visit with a short question "
             "and promise to show the Bible's answer; the next conversation then has a clear "
             "starting point."),
            ("Be flexible.", "Adapt the time and the place to what suits the person."),
        )),
        10: ("Help Your Student Make Progress", "[[b:59:1:22]]", (
            ("Jesus checked understanding.", "He asked his disciples whether they had grasped "
             "his illustrations [[b:40:13:51]]."),
            ("Knowledge leads to action.", "Hearing is the start; doing is the goal "
             "[[b:59:1:22]]."),
            ("Help the student apply the main scripture.", "After reading the lesson's main "
             "text, ask how it could make a difference in his own week, and let him find the "
             "answer in his own words."),
            ("Commend each step.", "Point out what the student is already doing well."),
            ("Pray with and for the student.", "Progress depends on Jehovah's help."),
        )),
        12: ("Explain Your Beliefs With Kindness", "[[b:60:3:15]]", (
            ("Jesus answered sincere questions.", "He took time with those who wanted to "
             "understand [[b:41:12:34]]."),
            ("Mildness opens hearts.", "Answer with respect, even when the question sounds "
             "critical [[b:60:3:15]]."),
            ("Find out why the person asks.", "A short question back helps you answer what "
             "the person really wants to know."),
            ("Reason from a scripture.", "Read one verse, explain it in simple words, and "
             "ask whether the explanation makes sense to the person."),
            ("Keep the door open.", "Offer to talk again instead of saying everything at "
             "once."),
        )),
    },
    "es": {
        2: ("Empiece por lo que le importa a la persona", "[[b:43:4:7]]", (
            ("Jesús aprovechó el momento.", "Le habló a la mujer del pozo del agua que había ido "
             "a sacar [[b:43:4:7]]."),
            ("Pasó con tacto a los asuntos espirituales.", "Del agua común llevó la conversación "
             "al agua que da vida [[b:43:4:13, 14]]."),
            ("Observe antes de hablar.", "Fíjese en lo que la persona está haciendo o lleva "
             "consigo; muchas veces le sugiere una primera frase natural."),
            ("Escuche lo que preocupa a la gente.", "Deje que la persona termine; un comentario "
             "breve sobre lo que oyó demuestra que le importa."),
            ("Use un tema de actualidad.", "Mencione algo de lo que mucha gente de su zona esté "
             "hablando, pregunte qué opina la persona y luego comparta una idea bíblica breve "
             "que encaje. No se apresure: es mejor una idea que la persona recuerde que "
             "muchas."),
        )),
        3: ("Haga preguntas que inviten a conversar", "[[b:40:16:13]]", (
            ("Jesús preguntaba lo que la gente pensaba.", "Invitó a sus discípulos a decir quién "
             "creían que era él [[b:40:16:13, 15]]."),
            ("Las preguntas mostraban respeto.", "Dejaba que la gente razonara en vez de solo "
             "oír conclusiones."),
            ("Haga una pregunta de opinión.", "Pregunte por algo que ambos puedan ver —un "
             "parque, el clima, una calle concurrida— y deje que la persona opine antes de "
             "dar su punto de vista."),
            ("Evite preguntas que avergüencen.", "Elija preguntas que cualquiera pueda "
             "contestar sin sentirse examinado."),
            ("Esté dispuesto a escuchar.", "Una pregunta solo sirve si de verdad quiere oír la "
             "respuesta."),
        )),
        7: ("Vuelva pronto", "[[b:46:3:6]]", (
            ("Apolos regó lo que Pablo plantó.", "Otros continuaron la obra que él empezó "
             "[[b:46:3:6]]."),
            ("El interés puede apagarse rápido.", "Vuelva mientras la primera conversación "
             "sigue fresca en la mente de la persona."),
            ("Anote de qué hablaron.", "Escriba el tema y la pregunta que dejó."),
            ("Deje una pregunta para la próxima vez.", "Termine cada visita con una pregunta "
             "breve y prometa mostrar la respuesta de la Biblia; así la siguiente conversación "
             "tendrá un punto de partida claro."),
            ("Sea flexible.", "Adapte la hora y el lugar a lo que le convenga a la persona."),
        )),
        10: ("Ayude a su estudiante a progresar", "[[b:59:1:22]]", (
            ("Jesús comprobaba si lo entendían.", "Preguntó a sus discípulos si habían captado "
             "sus ilustraciones [[b:40:13:51]]."),
            ("El conocimiento lleva a la acción.", "Oír es el comienzo; hacer es la meta "
             "[[b:59:1:22]]."),
            ("Ayude al estudiante a aplicar el texto principal.", "Después de leer el texto "
             "principal de la lección, pregúntele qué diferencia podría marcar en su propia "
             "semana y deje que encuentre la respuesta con sus palabras."),
            ("Felicite cada paso.", "Destaque lo que el estudiante ya está haciendo bien."),
            ("Ore con el estudiante y por él.", "El progreso depende de la ayuda de Jehová."),
        )),
        12: ("Explique sus creencias con bondad", "[[b:60:3:15]]", (
            ("Jesús respondía preguntas sinceras.", "Dedicaba tiempo a quienes querían "
             "entender [[b:41:12:34]]."),
            ("La apacibilidad abre corazones.", "Responda con respeto, aunque la pregunta suene "
             "crítica [[b:60:3:15]]."),
            ("Averigüe por qué pregunta la persona.", "Una pregunta breve le ayuda a contestar "
             "lo que la persona de verdad quiere saber."),
            ("Razone con un texto.", "Lea un versículo, explíquelo con palabras sencillas y "
             "pregunte si la explicación le parece lógica a la persona."),
            ("Deje la puerta abierta.", "Ofrezca volver a hablar en vez de decirlo todo de "
             "una vez."),
        )),
    },
    "pt": {
        2: ("Comece pelo que é importante para a pessoa", "[[b:43:4:7]]", (
            ("Jesus aproveitou o momento.", "Falou com a mulher do poço sobre a água que ela "
             "tinha ido buscar [[b:43:4:7]]."),
            ("Passou com jeito para os assuntos espirituais.", "Da água comum levou a conversa "
             "para a água que dá vida [[b:43:4:13, 14]]."),
            ("Observe antes de falar.", "Note o que a pessoa está fazendo ou carregando; isso "
             "muitas vezes sugere uma primeira frase natural."),
            ("Escute o que preocupa as pessoas.", "Deixe a pessoa terminar; um comentário curto "
             "sobre o que você ouviu mostra que você se importa."),
            ("Use um assunto atual.", "Mencione algo de que muitas pessoas na sua região estão "
             "falando, pergunte o que a pessoa acha e depois compartilhe uma ideia bíblica "
             "curta que combine. Não se apresse: uma ideia de que a pessoa se lembre é melhor "
             "do que muitas."),
        )),
        3: ("Faça perguntas que convidem à conversa", "[[b:40:16:13]]", (
            ("Jesus perguntava o que as pessoas pensavam.", "Convidou os discípulos a dizer "
             "quem achavam que ele era [[b:40:16:13, 15]]."),
            ("As perguntas mostravam respeito.", "Ele deixava as pessoas raciocinar em vez de "
             "só ouvir conclusões."),
            ("Faça uma pergunta de opinião.", "Pergunte sobre algo que vocês dois possam ver — "
             "uma praça, o tempo, uma rua movimentada — e deixe a pessoa opinar antes de dar "
             "a sua opinião."),
            ("Evite perguntas que constranjam.", "Escolha perguntas que qualquer um consiga "
             "responder sem se sentir testado."),
            ("Esteja pronto para ouvir.", "Uma pergunta só é útil se você quer mesmo ouvir a "
             "resposta."),
        )),
        7: ("Volte logo", "[[b:46:3:6]]", (
            ("Apolo regou o que Paulo plantou.", "Outros continuaram o trabalho que ele "
             "começou [[b:46:3:6]]."),
            ("O interesse pode esfriar rápido.", "Volte enquanto a primeira conversa ainda "
             "está fresca na mente da pessoa."),
            ("Anote o que vocês conversaram.", "Escreva o assunto e a pergunta que deixou."),
            ("Deixe uma pergunta para a próxima vez.", "Termine cada visita com uma pergunta "
             "curta e prometa mostrar a resposta da Bíblia; assim a próxima conversa terá um "
             "ponto de partida claro."),
            ("Seja flexível.", "Adapte o horário e o lugar ao que for melhor para a pessoa."),
        )),
        10: ("Ajude seu estudante a progredir", "[[b:59:1:22]]", (
            ("Jesus verificava se tinham entendido.", "Perguntou aos discípulos se tinham "
             "captado as ilustrações [[b:40:13:51]]."),
            ("O conhecimento leva à ação.", "Ouvir é o começo; fazer é o alvo [[b:59:1:22]]."),
            ("Ajude o estudante a aplicar o texto principal.", "Depois de ler o texto principal "
             "da lição, pergunte que diferença ele poderia fazer na semana do estudante e "
             "deixe que ele encontre a resposta com as próprias palavras."),
            ("Elogie cada passo.", "Destaque o que o estudante já está fazendo bem."),
            ("Ore com o estudante e por ele.", "O progresso depende da ajuda de Jeová."),
        )),
        12: ("Explique suas crenças com bondade", "[[b:60:3:15]]", (
            ("Jesus respondia perguntas sinceras.", "Dedicava tempo aos que queriam entender "
             "[[b:41:12:34]]."),
            ("A brandura abre corações.", "Responda com respeito, mesmo que a pergunta pareça "
             "crítica [[b:60:3:15]]."),
            ("Descubra por que a pessoa pergunta.", "Uma pergunta curta ajuda você a responder "
             "o que a pessoa quer mesmo saber."),
            ("Raciocine com um texto.", "Leia um versículo, explique-o com palavras simples e "
             "pergunte se a explicação faz sentido para a pessoa."),
            ("Deixe a porta aberta.", "Ofereça-se para conversar de novo em vez de dizer tudo "
             "de uma vez."),
        )),
    },
}

TH: dict[str, dict[int, tuple[str, str, tuple[str, ...], tuple[str, ...]]]] = {
    "en": {
        5: ("Accurate Reading", "[[b:54:4:13]]", (
            "Prepare well. Read the passage aloud several times and look up words you are unsure "
            "how to pronounce.",
            "Read what is written. Do not skip, add or change words.",
            "Pause where the sense calls for it, not only where there is punctuation.",
        ), (
            "Reading accurately shows respect for God's Word and for those listening.",
            "Practise with someone who can follow the text and tell you where you hesitated.",
        )),
        10: ("Voice Modulation", "[[b:4:6:24]]", (
            "Vary the pace: slow down for key thoughts, speed up a little for details.",
            "Vary the volume so that important words stand out without shouting.",
            "Let your feelings about the text show in your tone.",
        ), (
            "A monotone voice makes even interesting material hard to follow.",
            "Mark in your text the words you want to emphasize before you read.",
        )),
        14: ("Main Points Made to Stand Out", "[[b:46:14:9]]", (
            "Choose two or three main points that support your theme.",
            "Make clear when you move from one point to the next.",
            "Repeat the key thought of each point in simple words before moving on.",
        ), (
            "Listeners remember a few clear points better than many loose facts.",
            "Link every scripture you read to the point it supports.",
        )),
    },
    "es": {
        5: ("Lectura exacta", "[[b:54:4:13]]", (
            "Prepárese bien. Lea el pasaje en voz alta varias veces y busque cómo se pronuncian "
            "las palabras de las que no esté seguro.",
            "Lea lo que está escrito. No omita, añada ni cambie palabras.",
            "Haga pausas donde lo pida el sentido, no solo donde haya signos de puntuación.",
        ), (
            "Leer con exactitud muestra respeto por la Palabra de Dios y por quienes escuchan.",
            "Practique con alguien que pueda seguir el texto y decirle dónde dudó.",
        )),
        10: ("Modulación de la voz", "[[b:4:6:24]]", (
            "Varíe el ritmo: vaya más despacio en las ideas clave y un poco más rápido en los "
            "detalles.",
            "Varíe el volumen para que las palabras importantes destaquen sin gritar.",
            "Deje que su tono refleje lo que siente por el texto.",
        ), (
            "Una voz monótona hace difícil seguir incluso el material interesante.",
            "Marque en su texto las palabras que quiere destacar antes de leer.",
        )),
        14: ("Destaque las ideas principales", "[[b:46:14:9]]", (
            "Elija dos o tres ideas principales que apoyen su tema.",
            "Deje claro cuándo pasa de una idea a la siguiente.",
            "Repita con palabras sencillas la idea clave de cada punto antes de seguir.",
        ), (
            "Los oyentes recuerdan mejor unas pocas ideas claras que muchos datos sueltos.",
            "Relacione cada texto que lea con la idea que apoya.",
        )),
    },
    "pt": {
        5: ("Leitura exata", "[[b:54:4:13]]", (
            "Prepare-se bem. Leia o trecho em voz alta várias vezes e veja como se pronunciam as "
            "palavras de que não tem certeza.",
            "Leia o que está escrito. Não pule, acrescente nem troque palavras.",
            "Faça pausas onde o sentido pede, não só onde há pontuação.",
        ), (
            "Ler com exatidão mostra respeito pela Palavra de Deus e por quem está ouvindo.",
            "Treine com alguém que possa acompanhar o texto e dizer onde você hesitou.",
        )),
        10: ("Modulação da voz", "[[b:4:6:24]]", (
            "Varie o ritmo: vá mais devagar nas ideias-chave e um pouco mais rápido nos "
            "detalhes.",
            "Varie o volume para que as palavras importantes se destaquem sem gritar.",
            "Deixe seu tom mostrar o que você sente pelo texto.",
        ), (
            "Uma voz monótona torna difícil acompanhar até um material interessante.",
            "Marque no seu texto as palavras que quer destacar antes de ler.",
        )),
        14: ("Destaque os pontos principais", "[[b:46:14:9]]", (
            "Escolha dois ou três pontos principais que apoiem o seu tema.",
            "Deixe claro quando passa de um ponto para o seguinte.",
            "Repita com palavras simples a ideia-chave de cada ponto antes de continuar.",
        ), (
            "Os ouvintes lembram melhor poucos pontos claros do que muitos fatos soltos.",
            "Ligue cada texto que ler ao ponto que ele apoia.",
        )),
    },
}

LFB: dict[str, dict[int, tuple[str, tuple[str, ...], tuple[str, ...]]]] = {
    "en": {
        90: ("A Young Man Is Sent to Speak", (
            "Jeremiah was still young when Jehovah chose him to be a prophet. He said he did not "
            "know how to speak.",
            "Jehovah told him not to be afraid, because He would be with him and tell him what "
            "to say.",
        ), ("Why did Jeremiah feel unready?", "How did Jehovah help him?")),
        91: ("Water From a Spring or From a Cracked Cistern?", (
            "The people of Judah left Jehovah and trusted in idols that could not help them.",
            "Jeremiah told them they had traded fresh water from a spring for cisterns that "
            "could not hold water.",
        ), ("What did the cracked cisterns stand for?", "What can you learn from this?")),
        92: ("Jehovah Looks for Faithful People", (
            "Jehovah told Jeremiah to go through the streets of Jerusalem and look for anyone "
            "who was honest.",
            "Most people had stopped listening, but Jehovah still cared about each person.",
        ), ("What was Jeremiah asked to look for?", "How does Jehovah feel about those who "
            "stay faithful?")),
        93: ("The Sea Stays Where God Puts It", (
            "Jeremiah reminded the people that Jehovah set the sand as a limit for the sea.",
            "If the sea obeys its Creator, the people had every reason to respect him too.",
        ), ("What does the sand at the shore teach us?", "How can we show respect for "
            "Jehovah?")),
    },
    "es": {
        90: ("Un joven es enviado a hablar", (
            "Jeremías todavía era joven cuando Jehová lo eligió como profeta. Él dijo que no "
            "sabía hablar.",
            "Jehová le dijo que no tuviera miedo, porque estaría con él y le diría qué decir.",
        ), ("¿Por qué se sentía Jeremías poco preparado?", "¿Cómo lo ayudó Jehová?")),
        91: ("¿Agua de un manantial o de una cisterna agrietada?", (
            "El pueblo de Judá dejó a Jehová y confió en ídolos que no podían ayudarlo.",
            "Jeremías les dijo que habían cambiado el agua fresca de un manantial por "
            "cisternas que no retenían el agua.",
        ), ("¿Qué representaban las cisternas agrietadas?", "¿Qué aprende usted de esto?")),
        92: ("Jehová busca personas fieles", (
            "Jehová le dijo a Jeremías que recorriera las calles de Jerusalén buscando a alguien "
            "que fuera honrado.",
            "La mayoría había dejado de escuchar, pero a Jehová todavía le importaba cada "
            "persona.",
        ), ("¿Qué se le pidió a Jeremías que buscara?", "¿Qué siente Jehová por los que siguen "
            "siendo fieles?")),
        93: ("El mar se queda donde Dios lo pone", (
            "Jeremías le recordó al pueblo que Jehová puso la arena como límite del mar.",
            "Si el mar obedece a su Creador, el pueblo tenía toda razón para respetarlo "
            "también.",
        ), ("¿Qué nos enseña la arena de la playa?", "¿Cómo podemos mostrarle respeto a "
            "Jehová?")),
    },
    "pt": {
        90: ("Um jovem é enviado para falar", (
            "Jeremias ainda era jovem quando Jeová o escolheu para ser profeta. Ele disse que "
            "não sabia falar.",
            "Jeová lhe disse que não tivesse medo, porque estaria com ele e lhe diria o que "
            "falar.",
        ), ("Por que Jeremias se sentia despreparado?", "Como Jeová o ajudou?")),
        91: ("Água de uma fonte ou de uma cisterna rachada?", (
            "O povo de Judá abandonou Jeová e confiou em ídolos que não podiam ajudá-lo.",
            "Jeremias disse que eles tinham trocado a água fresca de uma fonte por cisternas "
            "que não seguravam água.",
        ), ("O que as cisternas rachadas representavam?", "O que você aprende com isso?")),
        92: ("Jeová procura pessoas fiéis", (
            "Jeová disse a Jeremias que andasse pelas ruas de Jerusalém procurando alguém que "
            "fosse honesto.",
            "A maioria tinha deixado de escutar, mas Jeová ainda se importava com cada pessoa.",
        ), ("O que Jeremias devia procurar?", "Como Jeová se sente sobre os que continuam "
            "fiéis?")),
        93: ("O mar fica onde Deus o coloca", (
            "Jeremias lembrou ao povo que Jeová pôs a areia como limite para o mar.",
            "Se o mar obedece ao seu Criador, o povo tinha todos os motivos para respeitá-lo "
            "também.",
        ), ("O que a areia da praia nos ensina?", "Como podemos mostrar respeito a Jeová?")),
    },
}

RESEARCH: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    "en": {
        "w21.04": ("STUDY ARTICLE 15", "Keep Drinking From the Spring of Living Water", (
            "In dry lands a spring that never fails was a treasure; people settled around it.",
            "Israel knew that rain could stop for months, so families cut cisterns into rock to "
            "store water.",
            "A cistern needed care. If the plaster cracked, the water slowly drained away and "
            "what remained turned stale.",
            "Jehovah used these familiar things to teach a lesson his people could not miss.",
            "Through Jeremiah, Jehovah called himself “the source of living water,” fresh and "
            "never failing. Turning to idols was like leaving that spring to dig broken "
            "cisterns: hard work that ends with nothing to drink. Only Jehovah gives what "
            "truly satisfies; anything we put in his place will leave us empty.",
            "Today we keep drinking from that spring by reading his Word daily and by "
            "attending meetings.",
        )),
        "bt-17": ("CHAPTER 17", "They Kept On Speaking", (
            "When the council ordered the apostles to stop teaching, they answered calmly that "
            "they would keep obeying God.",
            "They did not look for trouble, yet they did not hide either; they went on "
            "teaching in the temple and from house to house.",
            "A box in the chapter lists questions a reader can ask himself: what helps me "
            "speak up kindly when others disagree?",
        )),
        "lmd-A": ("APPENDIX A", "Habits That Help a Conversation", (
            "Greet the person warmly and say who you are.",
            "Ask one question and wait for the answer.",
            "Read one verse rather than many.",
            "Use the words the person uses.",
            "Stop before the person grows tired.",
            "Offer to come back with the answer to a question the person asked.",
        )),
        "it-2": ("Insight on the Scriptures, Volume 2", "Sand", (
            "Sand is made of tiny grains of rock, countless along the shores of the sea.",
            "The Bible mentions sand to picture great numbers and also to show Jehovah's power: "
            "he set the sand as a boundary the sea cannot pass, though its waves toss and roar. "
            "What seems weak, grain by grain, holds back the ocean because the Creator decreed "
            "it.",
        )),
    },
    "es": {
        "w21.04": ("ARTÍCULO DE ESTUDIO 15", "Sigamos bebiendo de la fuente de agua viva", (
            "En las tierras secas, un manantial que nunca se agotaba era un tesoro; la gente se "
            "establecía a su alrededor.",
            "Los israelitas sabían que la lluvia podía faltar durante meses, así que las "
            "familias excavaban cisternas en la roca para guardar agua.",
            "Una cisterna necesitaba cuidados. Si el revoque se agrietaba, el agua se escapaba "
            "poco a poco y la que quedaba se echaba a perder.",
            "Jehová usó estas cosas conocidas para enseñar una lección que su pueblo no podía "
            "pasar por alto.",
            "Por medio de Jeremías, Jehová se llamó a sí mismo “la fuente de agua viva”, fresca "
            "y que nunca falla. Volverse a los ídolos era como dejar ese manantial para cavar "
            "cisternas rotas: un trabajo duro que termina sin nada que beber. Solo Jehová da lo "
            "que de verdad satisface; cualquier cosa que pongamos en su lugar nos dejará "
            "vacíos.",
            "Hoy seguimos bebiendo de esa fuente cuando leemos su Palabra todos los días y "
            "asistimos a las reuniones.",
        )),
        "bt-17": ("CAPÍTULO 17", "Siguieron hablando", (
            "Cuando el tribunal les ordenó a los apóstoles que dejaran de enseñar, ellos "
            "respondieron con calma que seguirían obedeciendo a Dios.",
            "No buscaban problemas, pero tampoco se escondían; siguieron enseñando en el templo "
            "y de casa en casa.",
            "Un recuadro del capítulo presenta preguntas que el lector puede hacerse: ¿qué me "
            "ayuda a hablar con amabilidad cuando otros no están de acuerdo?",
        )),
        "lmd-A": ("APÉNDICE A", "Costumbres que ayudan en una conversación", (
            "Salude a la persona con cariño y diga quién es usted.",
            "Haga una sola pregunta y espere la respuesta.",
            "Lea un solo versículo en vez de muchos.",
            "Use las palabras que usa la persona.",
            "Termine antes de que la persona se canse.",
            "Ofrézcase a volver con la respuesta a una pregunta que hizo la persona.",
        )),
        "it-2": ("Perspicacia para comprender las Escrituras, volumen 2", "Arena", (
            "La arena está formada por diminutos granos de roca, incontables a la orilla del "
            "mar.",
            "La Biblia menciona la arena para representar grandes cantidades y también para "
            "mostrar el poder de Jehová: él puso la arena como un límite que el mar no puede "
            "pasar, aunque sus olas se agiten y rujan. Lo que parece débil, grano a grano, "
            "detiene el océano porque el Creador así lo decretó.",
        )),
    },
    "pt": {
        "w21.04": ("ARTIGO DE ESTUDO 15", "Continue bebendo da fonte de água viva", (
            "Em terras secas, uma fonte que nunca secava era um tesouro; as pessoas se "
            "estabeleciam ao redor dela.",
            "Os israelitas sabiam que a chuva podia faltar por meses, por isso as famílias "
            "cavavam cisternas na rocha para guardar água.",
            "Uma cisterna precisava de cuidados. Se o reboco rachasse, a água escapava aos "
            "poucos e a que sobrava estragava.",
            "Jeová usou essas coisas conhecidas para ensinar uma lição que seu povo não podia "
            "deixar passar.",
            "Por meio de Jeremias, Jeová chamou a si mesmo de “a fonte de água viva”, fresca e "
            "que nunca falha. Voltar-se para os ídolos era como deixar essa fonte para cavar "
            "cisternas rachadas: um trabalho duro que termina sem nada para beber. Só Jeová dá "
            "o que realmente satisfaz; qualquer coisa que colocarmos no lugar dele nos deixará "
            "vazios.",
            "Hoje continuamos bebendo dessa fonte quando lemos a Palavra dele todos os dias e "
            "assistimos às reuniões.",
        )),
        "bt-17": ("CAPÍTULO 17", "Continuaram falando", (
            "Quando o tribunal mandou os apóstolos pararem de ensinar, eles responderam com "
            "calma que continuariam obedecendo a Deus.",
            "Eles não procuravam problemas, mas também não se escondiam; continuaram ensinando "
            "no templo e de casa em casa.",
            "Um quadro do capítulo traz perguntas que o leitor pode se fazer: o que me ajuda a "
            "falar com bondade quando outros discordam?",
        )),
        "lmd-A": ("APÊNDICE A", "Hábitos que ajudam numa conversa", (
            "Cumprimente a pessoa com carinho e diga quem você é.",
            "Faça uma só pergunta e espere a resposta.",
            "Leia um só versículo em vez de muitos.",
            "Use as palavras que a pessoa usa.",
            "Pare antes que a pessoa se canse.",
            "Ofereça-se para voltar com a resposta a uma pergunta que a pessoa fez.",
        )),
        "it-2": ("Estudo Perspicaz das Escrituras, volume 2", "Areia", (
            "A areia é formada por grãos minúsculos de rocha, incontáveis à beira do mar.",
            "A Bíblia menciona a areia para representar grandes quantidades e também para "
            "mostrar o poder de Jeová: ele pôs a areia como um limite que o mar não pode "
            "passar, mesmo que suas ondas se agitem e rujam. O que parece fraco, grão por grão, "
            "segura o oceano porque o Criador assim decretou.",
        )),
    },
}
