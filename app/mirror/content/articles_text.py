"""Text of the mirror's question-and-answer articles (written for the project, es/en/pt).

Each article answers one question people ask or one objection heard in the
ministry. Paragraphs cite scriptures in parentheses, the way the real
articles do; `SUBJECTS` groups the articles under publications-index subjects
whose entries point at the paragraphs that say each thing.
"""

from __future__ import annotations

from app.mirror.content.audience_articles import AUDIENCE_ARTICLES
from app.mirror.content.verse_articles import VERSE_ARTICLES, VERSE_GUIDE, VERSE_SUBJECTS

# key -> language -> (title, [paragraphs])
ARTICLES: dict[str, dict[str, tuple[str, list[str]]]] = {
    "not_interested": {
        "en": ("What Can You Say When Someone Is Not Interested?", [
            "Many people answer the door with the words “I'm not interested.” Often they say "
            "it because they are busy or because they think we came to sell something, not "
            "because they have rejected the Bible's message.",
            "A calm, friendly reply can open the way to a short conversation. You might say: "
            "“I understand. Many people feel that way at first. May I leave you one thought "
            "from the Bible about a better future?” Then read a short verse such as "
            "Revelation 21:4.",
            "Jesus taught his disciples to respect those who did not want to listen and to go "
            "on to others without arguing (Matthew 10:12-14). Leaving with a smile and kind "
            "words makes it easier for the person to listen the next time.",
            "If the person does not want to talk at all, thank them for their time. Peaceful "
            "words show that we care about people, and that is what the householder will "
            "remember (Colossians 4:6).",
        ]),
        "es": ("¿Qué decir cuando alguien no está interesado?", [
            "Muchas personas abren la puerta y dicen: “No me interesa”. A menudo lo dicen "
            "porque están ocupadas o porque creen que vamos a venderles algo, no porque hayan "
            "rechazado el mensaje de la Biblia.",
            "Una respuesta tranquila y amable puede abrir paso a una breve conversación. Podría "
            "decir: “Lo entiendo. A muchos les pasa lo mismo al principio. ¿Me permite dejarle "
            "una idea de la Biblia sobre un futuro mejor?”. Luego lea un texto corto, como "
            "Apocalipsis 21:4.",
            "Jesús enseñó a sus discípulos a respetar a quienes no querían escuchar y a seguir "
            "con otras personas sin discutir (Mateo 10:12-14). Despedirse con una sonrisa y "
            "palabras amables hace más fácil que la persona escuche la próxima vez.",
            "Si la persona no quiere hablar en absoluto, agradézcale su tiempo. Las palabras "
            "pacíficas muestran que nos importa la gente, y eso es lo que el amo de casa "
            "recordará (Colosenses 4:6).",
        ]),
        "pt": ("O que dizer quando alguém não tem interesse?", [
            "Muitas pessoas abrem a porta e dizem: “Não tenho interesse.” Muitas vezes dizem "
            "isso porque estão ocupadas ou porque acham que viemos vender algo, não porque "
            "rejeitaram a mensagem da Bíblia.",
            "Uma resposta calma e amigável pode abrir caminho para uma conversa curta. Você "
            "pode dizer: “Eu entendo. Muitos pensam assim no começo. Posso deixar com o senhor "
            "uma ideia da Bíblia sobre um futuro melhor?” Depois leia um texto curto, como "
            "Apocalipse 21:4.",
            "Jesus ensinou seus discípulos a respeitar os que não queriam ouvir e a continuar "
            "com outras pessoas sem discutir (Mateus 10:12-14). Despedir-se com um sorriso e "
            "palavras bondosas facilita que a pessoa ouça da próxima vez.",
            "Se a pessoa não quiser conversar, agradeça pelo tempo dela. Palavras pacíficas "
            "mostram que nos importamos com as pessoas, e é isso que o morador vai lembrar "
            "(Colossenses 4:6).",
        ]),
    },
    "busy": {
        "en": ("When Someone Says “I'm Too Busy”", [
            "People today have little free time, and many say “I'm busy” when we call. We can "
            "show that we respect their time by being brief and getting to the point.",
            "You could say: “I won't keep you. I only wanted to share one short thought: the "
            "Bible promises a time when no one will suffer anymore.” Reading one verse, such "
            "as Psalm 37:29, takes less than a minute.",
            "If the person is in a hurry, you could ask: “When would be a better time for me to "
            "come back?” Or leave a publication they can read later. Jesus was reasonable and "
            "kind with people who had many cares (Matthew 11:28).",
        ]),
        "es": ("Cuando alguien dice “estoy ocupado”", [
            "Hoy la gente tiene poco tiempo libre, y muchos dicen “estoy ocupado” cuando los "
            "visitamos. Podemos mostrar que respetamos su tiempo siendo breves e yendo al "
            "grano.",
            "Podría decir: “No le quito mucho tiempo. Solo quería compartir una idea corta: la "
            "Biblia promete un tiempo en que nadie sufrirá más”. Leer un solo texto, como "
            "Salmo 37:29, lleva menos de un minuto.",
            "Si la persona tiene prisa, podría preguntarle: “¿Cuándo sería un mejor momento para "
            "volver?”. O déjele una publicación que pueda leer después. Jesús era razonable y "
            "bondadoso con quienes tenían muchas preocupaciones (Mateo 11:28).",
        ]),
        "pt": ("Quando alguém diz “estou ocupado”", [
            "Hoje as pessoas têm pouco tempo livre, e muitas dizem “estou ocupado” quando as "
            "visitamos. Podemos mostrar que respeitamos o tempo delas sendo breves e indo "
            "direto ao ponto.",
            "Você pode dizer: “Não vou tomar seu tempo. Só queria mostrar uma ideia curta: a "
            "Bíblia promete uma época em que ninguém mais vai sofrer.” Ler um só texto, como "
            "Salmo 37:29, leva menos de um minuto.",
            "Se a pessoa estiver com pressa, você pode perguntar: “Qual seria um momento melhor "
            "para eu voltar?” Ou deixe uma publicação para ela ler depois. Jesus era razoável e "
            "bondoso com quem tinha muitas preocupações (Mateus 11:28).",
        ]),
    },
    "own_religion": {
        "en": ("“I Already Have My Own Religion”", [
            "When someone says they have their own religion, we can thank them for being "
            "interested in spiritual things. Our aim is not to argue but to share what the "
            "Bible says.",
            "You might ask: “Do you think all religions lead to God?” Then read Matthew 7:13, "
            "14, where Jesus said that the road leading to life is narrow and few find it.",
            "Explain that we like to compare what we believe with the Bible, just as the "
            "people of Beroea examined the Scriptures daily (Acts 17:11). Invite the person to "
            "do the same with one question at a time.",
        ]),
        "es": ("“Ya tengo mi propia religión”", [
            "Cuando alguien dice que ya tiene su religión, podemos agradecerle que le interesen "
            "los asuntos espirituales. Nuestro objetivo no es discutir, sino compartir lo que "
            "dice la Biblia.",
            "Podría preguntar: “¿Cree usted que todas las religiones llevan a Dios?”. Luego lea "
            "Mateo 7:13, 14, donde Jesús dijo que el camino que lleva a la vida es estrecho y "
            "pocos lo encuentran.",
            "Explique que nos gusta comparar lo que creemos con la Biblia, igual que los de "
            "Berea examinaban las Escrituras cada día (Hechos 17:11). Invite a la persona a "
            "hacer lo mismo, una pregunta a la vez.",
        ]),
        "pt": ("“Já tenho minha religião”", [
            "Quando alguém diz que já tem sua religião, podemos agradecer o interesse dela por "
            "assuntos espirituais. Nosso objetivo não é discutir, mas mostrar o que a Bíblia "
            "diz.",
            "Você pode perguntar: “O senhor acha que todas as religiões levam a Deus?” Depois "
            "leia Mateus 7:13, 14, onde Jesus disse que o caminho que leva à vida é estreito e "
            "poucos o encontram.",
            "Explique que gostamos de comparar o que cremos com a Bíblia, assim como os de "
            "Bereia examinavam as Escrituras todos os dias (Atos 17:11). Convide a pessoa a "
            "fazer o mesmo, uma pergunta por vez.",
        ]),
    },
    "suffering": {
        "en": ("Why Does God Allow Suffering?", [
            "Many sincere people ask why a loving God allows so much suffering. The Bible "
            "does not blame God for the pain in the world; it shows that God never wanted "
            "people to suffer (James 1:13).",
            "Much suffering comes from human choices and from the fact that we are imperfect. "
            "Time and unforeseen occurrence befall us all (Ecclesiastes 9:11).",
            "God has allowed suffering for a time to settle the issue raised in Eden about his "
            "right to rule. But he has promised to end it: he will wipe out every tear, and "
            "death will be no more (Revelation 21:3, 4).",
        ]),
        "es": ("¿Por qué permite Dios el sufrimiento?", [
            "Muchas personas sinceras se preguntan por qué un Dios de amor permite tanto "
            "sufrimiento. La Biblia no culpa a Dios del dolor del mundo; muestra que Dios nunca "
            "quiso que la gente sufriera (Santiago 1:13).",
            "Mucho sufrimiento viene de las decisiones humanas y de que somos imperfectos. El "
            "tiempo y el suceso imprevisto nos alcanzan a todos (Eclesiastés 9:11).",
            "Dios ha permitido el sufrimiento por un tiempo para resolver la cuestión que se "
            "planteó en Edén sobre su derecho a gobernar. Pero ha prometido acabar con él: "
            "secará toda lágrima y la muerte ya no existirá (Apocalipsis 21:3, 4).",
        ]),
        "pt": ("Por que Deus permite o sofrimento?", [
            "Muitas pessoas sinceras perguntam por que um Deus amoroso permite tanto "
            "sofrimento. A Bíblia não culpa Deus pela dor no mundo; ela mostra que Deus nunca "
            "quis que as pessoas sofressem (Tiago 1:13).",
            "Muito sofrimento vem das escolhas humanas e de sermos imperfeitos. O tempo e o "
            "imprevisto acontecem a todos nós (Eclesiastes 9:11).",
            "Deus permitiu o sofrimento por um tempo para resolver a questão levantada no Éden "
            "sobre seu direito de governar. Mas ele prometeu acabar com ele: enxugará toda "
            "lágrima, e a morte não existirá mais (Apocalipse 21:3, 4).",
        ]),
    },
    "trinity": {
        "en": ("Is the Trinity Taught in the Bible?", [
            "The word “Trinity” does not appear anywhere in the Bible. The teaching that the "
            "Father, the Son and the holy spirit are one God in three persons was formulated "
            "by church councils centuries after the Bible was completed.",
            "The Bible teaches that Jehovah alone is the Most High and that Jesus is his Son. "
            "Jesus himself said: “The Father is greater than I am” (John 14:28). He prayed to "
            "his Father as someone distinct from himself (John 17:3).",
            "The holy spirit is not a person but God's active force, the power he uses to "
            "accomplish his will (Genesis 1:2; Acts 2:17). So the Bible does not support the "
            "Trinity; it teaches that the Father is the only true God.",
        ]),
        "es": ("¿Enseña la Biblia la Trinidad?", [
            "La palabra “Trinidad” no aparece en ninguna parte de la Biblia. La enseñanza de "
            "que el Padre, el Hijo y el espíritu santo son un solo Dios en tres personas la "
            "formularon concilios de la iglesia siglos después de completarse la Biblia.",
            "La Biblia enseña que solo Jehová es el Altísimo y que Jesús es su Hijo. El propio "
            "Jesús dijo: “El Padre es mayor que yo” (Juan 14:28). Oraba a su Padre como a "
            "alguien distinto de él (Juan 17:3).",
            "El espíritu santo no es una persona, sino la fuerza activa de Dios, el poder que "
            "usa para cumplir su voluntad (Génesis 1:2; Hechos 2:17). Así que la Biblia no "
            "apoya la Trinidad; enseña que el Padre es el único Dios verdadero.",
        ]),
        "pt": ("A Bíblia ensina a Trindade?", [
            "A palavra “Trindade” não aparece em nenhum lugar da Bíblia. O ensino de que o Pai, "
            "o Filho e o espírito santo são um só Deus em três pessoas foi formulado por "
            "concílios da igreja séculos depois de a Bíblia ter sido completada.",
            "A Bíblia ensina que só Jeová é o Altíssimo e que Jesus é seu Filho. O próprio "
            "Jesus disse: “O Pai é maior do que eu” (João 14:28). Ele orava ao seu Pai como "
            "alguém diferente dele (João 17:3).",
            "O espírito santo não é uma pessoa, mas a força ativa de Deus, o poder que ele usa "
            "para realizar sua vontade (Gênesis 1:2; Atos 2:17). Assim, a Bíblia não apoia a "
            "Trindade; ela ensina que o Pai é o único Deus verdadeiro.",
        ]),
    },
    "death": {
        "en": ("What Happens When We Die?", [
            "The Bible compares death to a deep sleep. The dead are conscious of nothing; "
            "they do not feel pain or sorrow (Ecclesiastes 9:5, 10).",
            "God does not punish people in a hell of fire. Such a teaching contradicts his "
            "love and justice; the penalty for sin is death, not torment (Romans 6:23).",
            "Jesus called the death of his friend Lazarus a sleep and then woke him up "
            "(John 11:11-14). That shows that death is not the end for those God remembers.",
        ]),
        "es": ("¿Qué nos pasa cuando morimos?", [
            "La Biblia compara la muerte con un sueño profundo. Los muertos no están "
            "conscientes de nada; no sienten dolor ni tristeza (Eclesiastés 9:5, 10).",
            "Dios no castiga a las personas en un infierno de fuego. Esa enseñanza contradice "
            "su amor y su justicia; el castigo del pecado es la muerte, no el tormento "
            "(Romanos 6:23).",
            "Jesús dijo que la muerte de su amigo Lázaro era un sueño y luego lo despertó "
            "(Juan 11:11-14). Eso muestra que la muerte no es el fin para quienes Dios recuerda.",
        ]),
        "pt": ("O que acontece quando morremos?", [
            "A Bíblia compara a morte a um sono profundo. Os mortos não estão conscientes de "
            "nada; não sentem dor nem tristeza (Eclesiastes 9:5, 10).",
            "Deus não castiga as pessoas num inferno de fogo. Esse ensino contradiz o amor e a "
            "justiça dele; a punição pelo pecado é a morte, não o tormento (Romanos 6:23).",
            "Jesus disse que a morte de seu amigo Lázaro era um sono e depois o acordou "
            "(João 11:11-14). Isso mostra que a morte não é o fim para os que Deus lembra.",
        ]),
    },
    "resurrection": {
        "en": ("Will the Dead Live Again?", [
            "Yes. The Bible promises a resurrection: the dead who are in God's memory will hear "
            "Jesus' voice and come out (John 5:28, 29).",
            "This hope is not a dream. Jesus raised people from the dead in front of many "
            "witnesses, such as the daughter of Jairus and the son of a widow at Nain "
            "(Luke 7:11-15; Luke 8:49-55).",
            "Most will be raised to life on earth, where they can learn about God. The "
            "resurrection gives comfort to those who grieve: we can hope to see our loved ones "
            "again (Acts 24:15).",
            "When you share this hope, ask: “Would you like to see your loved ones again?” "
            "and read Acts 24:15 together.",
        ]),
        "es": ("¿Volverán a vivir los muertos?", [
            "Sí. La Biblia promete una resurrección: los muertos que están en la memoria de "
            "Dios oirán la voz de Jesús y saldrán (Juan 5:28, 29).",
            "Esta esperanza no es un sueño. Jesús resucitó a personas delante de muchos "
            "testigos, como a la hija de Jairo y al hijo de una viuda de Naín "
            "(Lucas 7:11-15; Lucas 8:49-55).",
            "La mayoría resucitará para vivir en la Tierra, donde podrán aprender acerca de "
            "Dios. La resurrección consuela a quienes están de duelo: podemos tener la "
            "esperanza de volver a ver a nuestros seres queridos (Hechos 24:15).",
            "Cuando comparta esta esperanza, pregunte: “¿Le gustaría volver a ver a sus seres "
            "queridos?” y lean juntos Hechos 24:15.",
        ]),
        "pt": ("Os mortos vão viver de novo?", [
            "Sim. A Bíblia promete uma ressurreição: os mortos que estão na memória de Deus vão "
            "ouvir a voz de Jesus e sair (João 5:28, 29).",
            "Essa esperança não é um sonho. Jesus ressuscitou pessoas diante de muitas "
            "testemunhas, como a filha de Jairo e o filho de uma viúva de Naim "
            "(Lucas 7:11-15; Lucas 8:49-55).",
            "A maioria será ressuscitada para viver na Terra, onde poderá aprender sobre Deus. "
            "A ressurreição consola os que estão de luto: podemos ter a esperança de rever "
            "nossos queridos (Atos 24:15).",
            "Quando mostrar essa esperança, pergunte: “O senhor gostaria de ver de novo as "
            "pessoas que ama?” e leiam juntos Atos 24:15.",
        ]),
    },
    "earth": {
        "en": ("Will the Earth Be Destroyed?", [
            "Some say that the Bible teaches the earth will be burned up. But the Bible says "
            "that the earth will remain forever (Ecclesiastes 1:4; Psalm 104:5).",
            "God created the earth to be inhabited, not to be destroyed (Isaiah 45:18). He "
            "will bring to ruin those ruining the earth (Revelation 11:18).",
            "The meek will possess the earth and live on it forever, enjoying peace "
            "(Psalm 37:11, 29). That is a hope worth sharing with young and old alike.",
        ]),
        "es": ("¿Será destruida la Tierra?", [
            "Algunos dicen que la Biblia enseña que la Tierra será quemada. Pero la Biblia dice "
            "que la Tierra permanecerá para siempre (Eclesiastés 1:4; Salmo 104:5).",
            "Dios creó la Tierra para que fuera habitada, no para destruirla (Isaías 45:18). "
            "Él causará la ruina de los que arruinan la Tierra (Apocalipsis 11:18).",
            "Los mansos poseerán la Tierra y vivirán en ella para siempre, disfrutando de paz "
            "(Salmo 37:11, 29). Es una esperanza que vale la pena compartir con jóvenes y "
            "mayores.",
        ]),
        "pt": ("A Terra será destruída?", [
            "Alguns dizem que a Bíblia ensina que a Terra será queimada. Mas a Bíblia diz que a "
            "Terra permanecerá para sempre (Eclesiastes 1:4; Salmo 104:5).",
            "Deus criou a Terra para ser habitada, não para ser destruída (Isaías 45:18). Ele "
            "vai arruinar os que arruínam a Terra (Apocalipse 11:18).",
            "Os mansos possuirão a Terra e viverão nela para sempre, desfrutando de paz "
            "(Salmo 37:11, 29). É uma esperança que vale a pena mostrar a jovens e idosos.",
        ]),
    },
    "grief": {
        "en": ("How Can I Cope With the Death of a Loved One?", [
            "Grief is a natural response to loss. Even Jesus wept when his friend Lazarus "
            "died, so there is nothing wrong with showing your sorrow (John 11:35).",
            "Talk about your feelings with family members and with mature friends in the "
            "congregation; the elders are glad to listen and comfort. A true companion is a "
            "brother born for times of distress (Proverbs 17:17).",
            "Take care of your health: rest, eat well and accept help. Pour out your heart to "
            "God in prayer; he is close to the brokenhearted (Psalm 34:18).",
            "The resurrection hope gives real comfort: Jehovah promises that the dead will "
            "live again (John 5:28, 29).",
        ]),
        "es": ("¿Cómo sobrellevar la muerte de un ser querido?", [
            "El duelo es una reacción natural ante una pérdida. Hasta Jesús lloró cuando murió "
            "su amigo Lázaro, así que no tiene nada de malo mostrar su tristeza (Juan 11:35).",
            "Hable de sus sentimientos con su familia y con amigos maduros de la congregación; "
            "los ancianos se alegran de escuchar y consolar. El amigo verdadero es un hermano "
            "nacido para tiempos de angustia (Proverbios 17:17).",
            "Cuide su salud: descanse, coma bien y acepte ayuda. Abra su corazón a Dios en "
            "oración; él está cerca de los que tienen el corazón destrozado (Salmo 34:18).",
            "La esperanza de la resurrección da verdadero consuelo: Jehová promete que los "
            "muertos volverán a vivir (Juan 5:28, 29).",
        ]),
        "pt": ("Como lidar com a morte de alguém querido?", [
            "O luto é uma reação natural a uma perda. Até Jesus chorou quando seu amigo Lázaro "
            "morreu, então não há nada de errado em mostrar sua tristeza (João 11:35).",
            "Fale sobre seus sentimentos com a família e com amigos maduros da congregação; os "
            "anciãos ficam felizes em ouvir e consolar. O amigo verdadeiro é um irmão nascido "
            "para os tempos de aflição (Provérbios 17:17).",
            "Cuide da saúde: descanse, coma bem e aceite ajuda. Abra seu coração a Deus em "
            "oração; ele está perto dos que têm o coração quebrantado (Salmo 34:18).",
            "A esperança da ressurreição dá consolo de verdade: Jeová promete que os mortos vão "
            "viver de novo (João 5:28, 29).",
        ]),
    },
    "distress": {
        "en": ("When Life Hurts Too Much: Where to Find Help", [
            "If you feel that you cannot go on, or you have thought of ending your life, you "
            "are not alone and you do not have to face it alone. Tell someone right away: a "
            "family member, a trusted friend or an elder; if your life is in danger, call "
            "your local emergency number.",
            "Those who suffer abuse or violence deserve protection. Seek a safe place and ask "
            "for help from people you trust and from the authorities; Jehovah hates violence "
            "(Psalm 11:5).",
            "Serious illness, loneliness and depression can drain our strength. Doctors and "
            "mental-health professionals can help, and Jehovah gives power to the tired one "
            "(Isaiah 40:29).",
            "God cares about you personally. You can throw all your anxiety on him, because he "
            "cares for you (1 Peter 5:7). He is near to all those calling on him "
            "(Psalm 145:18).",
        ]),
        "es": ("Cuando la vida duele demasiado: dónde encontrar ayuda", [
            "Si siente que no puede más, o ha pensado en quitarse la vida, no está solo y no "
            "tiene que enfrentarlo solo. Dígaselo enseguida a alguien: un familiar, un amigo "
            "de confianza o un anciano; si su vida corre peligro, llame al número de "
            "emergencias de su zona.",
            "Quienes sufren abuso o violencia merecen protección. Busque un lugar seguro y "
            "pida ayuda a personas de confianza y a las autoridades; Jehová odia la violencia "
            "(Salmo 11:5).",
            "Una enfermedad grave, la soledad y la depresión pueden agotar las fuerzas. Los "
            "médicos y los profesionales de la salud mental pueden ayudar, y Jehová da poder "
            "al cansado (Isaías 40:29).",
            "A Dios le importa usted personalmente. Puede echar sobre él toda su inquietud, "
            "porque él se interesa por usted (1 Pedro 5:7). Está cerca de todos los que lo "
            "invocan (Salmo 145:18).",
        ]),
        "pt": ("Quando a vida dói demais: onde encontrar ajuda", [
            "Se você sente que não aguenta mais, ou já pensou em tirar a própria vida, você "
            "não está sozinho e não precisa enfrentar isso sozinho. Conte logo a alguém: um "
            "familiar, um amigo de confiança ou um ancião; se sua vida estiver em perigo, "
            "ligue para o número de emergência da sua região.",
            "Quem sofre abuso ou violência merece proteção. Procure um lugar seguro e peça "
            "ajuda a pessoas de confiança e às autoridades; Jeová odeia a violência "
            "(Salmo 11:5).",
            "Uma doença grave, a solidão e a depressão podem esgotar as forças. Médicos e "
            "profissionais de saúde mental podem ajudar, e Jeová dá poder ao cansado "
            "(Isaías 40:29).",
            "Deus se importa com você pessoalmente. Você pode lançar sobre ele toda a sua "
            "ansiedade, porque ele cuida de você (1 Pedro 5:7). Ele está perto de todos os que "
            "o invocam (Salmo 145:18).",
        ]),
    },
    "family": {
        "en": ("What Can Help a Family Be Happy?", [
            "Families today face pressures that the Bible foretold: many would be lovers of "
            "themselves and disobedient to parents (2 Timothy 3:1-3).",
            "Love and respect between husband and wife give a family a firm base (Ephesians "
            "5:33). Parents who take time to talk with their children help them feel secure.",
            "Young people who learn Bible principles gain wisdom for life's decisions "
            "(Psalm 119:9). A family that reads the Bible together grows closer.",
        ]),
        "es": ("¿Qué puede ayudar a que una familia sea feliz?", [
            "Hoy las familias enfrentan presiones que la Biblia predijo: muchos serían amantes "
            "de sí mismos y desobedientes a sus padres (2 Timoteo 3:1-3).",
            "El amor y el respeto entre esposo y esposa dan a la familia una base firme "
            "(Efesios 5:33). Los padres que dedican tiempo a hablar con sus hijos los ayudan a "
            "sentirse seguros.",
            "Los jóvenes que aprenden principios bíblicos obtienen sabiduría para las "
            "decisiones de la vida (Salmo 119:9). Una familia que lee la Biblia junta se une "
            "más.",
        ]),
        "pt": ("O que pode ajudar uma família a ser feliz?", [
            "Hoje as famílias enfrentam pressões que a Bíblia predisse: muitos seriam amantes "
            "de si mesmos e desobedientes aos pais (2 Timóteo 3:1-3).",
            "O amor e o respeito entre marido e esposa dão à família uma base firme "
            "(Efésios 5:33). Os pais que tiram tempo para conversar com os filhos os ajudam a "
            "se sentir seguros.",
            "Os jovens que aprendem princípios bíblicos ganham sabedoria para as decisões da "
            "vida (Salmo 119:9). Uma família que lê a Bíblia junta fica mais unida.",
        ]),
    },
    "worry": {
        "en": ("When Worry Takes Away Your Peace", [
            "Bills, health, work or the future can fill our minds with worry until we cannot "
            "sleep. Jesus knew this and said: “Never be worried about the next day, for the "
            "next day will have its own worries” (Matthew 6:34).",
            "Prayer helps. The Bible invites us to tell God our concerns in detail, and it "
            "promises that “the peace of God that surpasses all understanding” will guard our "
            "hearts and minds (Philippians 4:6, 7).",
            "Practical steps help too: take one problem at a time, rest enough, and talk "
            "about what troubles you with a mature friend or an elder. A kind word can lift "
            "a heart weighed down by care (Proverbs 12:25).",
        ]),
        "es": ("Cuando la inquietud le quita la paz", [
            "Las deudas, la salud, el trabajo o el futuro pueden llenarnos de inquietud hasta "
            "quitarnos el sueño. Jesús lo sabía y dijo: “Nunca se inquieten por el día "
            "siguiente, porque el día siguiente tendrá sus propias inquietudes” (Mateo 6:34).",
            "La oración ayuda. La Biblia nos invita a contarle a Dios nuestras cargas con "
            "detalle, y promete que “la paz de Dios, que supera todo entendimiento”, "
            "protegerá nuestro corazón y nuestra mente (Filipenses 4:6, 7).",
            "También ayudan los pasos prácticos: atender un problema a la vez, descansar lo "
            "suficiente y hablar de lo que nos preocupa con un amigo maduro o con un anciano. "
            "Una palabra amable alegra el corazón abatido (Proverbios 12:25).",
        ]),
        "pt": ("Quando as preocupações tiram a sua paz", [
            "Dívidas, saúde, trabalho ou o futuro podem encher nossa mente de preocupações a "
            "ponto de perdermos o sono. Jesus sabia disso e disse: “Nunca fiquem preocupados "
            "com o dia seguinte, pois o dia seguinte terá as suas próprias preocupações” "
            "(Mateus 6:34).",
            "A oração ajuda. A Bíblia nos convida a contar a Deus nossos fardos em detalhes e "
            "promete que “a paz de Deus, que está acima de toda compreensão”, guardará nosso "
            "coração e nossa mente (Filipenses 4:6, 7).",
            "Passos práticos também ajudam: cuidar de um problema por vez, descansar o "
            "suficiente e falar do que nos aflige com um amigo maduro ou com um ancião. Uma "
            "palavra bondosa alegra o coração abatido (Provérbios 12:25).",
        ]),
    },
}

# Publications-index subjects over the articles: subject key -> language ->
# (title, see also, [(subheading, [(entry text, article key, paragraph number)])]).
Entry = tuple[str, str, int]  # (entry text, article key, paragraph number)
Subject = tuple[str, list[str], list[tuple[str, list[Entry]]]]
SUBJECTS: dict[str, dict[str, Subject]] = {
    "ministry": {
        "en": ("Ministry", ["Preaching"], [
            ("objections", [
                ("“I'm not interested”", "not_interested", 2),
                ("householder is busy", "busy", 2),
                ("“I have my own religion”", "own_religion", 2),
            ]),
        ]),
        "es": ("Ministerio", ["Predicación"], [
            ("objeciones", [
                ("“No me interesa”", "not_interested", 2),
                ("el amo de casa está ocupado", "busy", 2),
                ("“Ya tengo mi religión”", "own_religion", 2),
            ]),
        ]),
        "pt": ("Ministério", ["Pregação"], [
            ("objeções", [
                ("“Não tenho interesse”", "not_interested", 2),
                ("morador está ocupado", "busy", 2),
                ("“Já tenho minha religião”", "own_religion", 2),
            ]),
        ]),
    },
    "trinity": {
        "en": ("Trinity", ["God", "Holy Spirit"], [
            ("not taught in Bible", [("word not in Bible", "trinity", 1),
                                     ("Father greater than Son", "trinity", 2)]),
            ("holy spirit not a person", [("God's active force", "trinity", 3)]),
        ]),
        "es": ("Trinidad", ["Dios", "Espíritu santo"], [
            ("no la enseña la Biblia", [("la palabra no está en la Biblia", "trinity", 1),
                                        ("el Padre es mayor que el Hijo", "trinity", 2)]),
            ("el espíritu santo no es una persona", [("fuerza activa de Dios", "trinity", 3)]),
        ]),
        "pt": ("Trindade", ["Deus", "Espírito santo"], [
            ("não ensinada na Bíblia", [("palavra não está na Bíblia", "trinity", 1),
                                        ("o Pai é maior que o Filho", "trinity", 2)]),
            ("espírito santo não é pessoa", [("força ativa de Deus", "trinity", 3)]),
        ]),
    },
    "resurrection": {
        "en": ("Resurrection", ["Death", "Hope"], [
            ("hope of", [("the dead will hear Jesus' voice", "resurrection", 1),
                         ("comfort for those grieving", "resurrection", 3)]),
            ("examples", [("raised by Jesus", "resurrection", 2)]),
        ]),
        "es": ("Resurrección", ["Muerte", "Esperanza"], [
            ("esperanza de la", [("los muertos oirán la voz de Jesús", "resurrection", 1),
                                 ("consuelo para los que están de duelo", "resurrection", 3)]),
            ("ejemplos", [("resucitados por Jesús", "resurrection", 2)]),
        ]),
        "pt": ("Ressurreição", ["Morte", "Esperança"], [
            ("esperança da", [("os mortos ouvirão a voz de Jesus", "resurrection", 1),
                              ("consolo para os que estão de luto", "resurrection", 3)]),
            ("exemplos", [("ressuscitados por Jesus", "resurrection", 2)]),
        ]),
    },
    "death": {
        "en": ("Death", ["Hellfire", "Resurrection", "Grief"], [
            ("condition of dead", [("conscious of nothing", "death", 1),
                                   ("no hell of fire", "death", 2)]),
            ("coping with death of loved one", [("talk with family and elders", "grief", 2),
                                                ("resurrection comforts", "grief", 4)]),
        ]),
        "es": ("Muerte", ["Infierno", "Resurrección", "Duelo"], [
            ("estado de los muertos", [("no están conscientes de nada", "death", 1),
                                       ("no hay infierno de fuego", "death", 2)]),
            ("sobrellevar la muerte de un ser querido",
             [("hablar con la familia y los ancianos", "grief", 2),
              ("la resurrección consuela", "grief", 4)]),
        ]),
        "pt": ("Morte", ["Inferno", "Ressurreição", "Luto"], [
            ("condição dos mortos", [("não estão conscientes de nada", "death", 1),
                                     ("não existe inferno de fogo", "death", 2)]),
            ("lidar com a morte de alguém querido",
             [("falar com a família e os anciãos", "grief", 2),
              ("a ressurreição consola", "grief", 4)]),
        ]),
    },
    "suffering": {
        "en": ("Suffering", ["Evil", "Earth"], [
            ("why God permits", [("God is not the cause", "suffering", 1),
                                 ("issue raised in Eden", "suffering", 3)]),
            ("help in distress", [("talk to family, elders; emergency help", "distress", 1)]),
        ]),
        "es": ("Sufrimiento", ["Maldad", "Tierra"], [
            ("por qué lo permite Dios", [("Dios no es la causa", "suffering", 1),
                                         ("la cuestión planteada en Edén", "suffering", 3)]),
            ("ayuda en la angustia",
             [("hablar con la familia y los ancianos; ayuda de emergencia", "distress", 1)]),
        ]),
        "pt": ("Sofrimento", ["Maldade", "Terra"], [
            ("por que Deus permite", [("Deus não é a causa", "suffering", 1),
                                      ("a questão levantada no Éden", "suffering", 3)]),
            ("ajuda na aflição",
             [("falar com a família e os anciãos; ajuda de emergência", "distress", 1)]),
        ]),
    },
}

# The Research Guide: subject key -> language -> (title, [(entry text, article key, paragraph)]).
GUIDE: dict[str, dict[str, tuple[str, list[tuple[str, str, int]]]]] = {
    "hope": {
        "en": ("Hope", [("Earth will remain forever", "earth", 1),
                        ("Dead will live again", "resurrection", 1),
                        ("End of suffering", "suffering", 3)]),
        "es": ("Esperanza", [("La Tierra permanecerá para siempre", "earth", 1),
                             ("Los muertos volverán a vivir", "resurrection", 1),
                             ("El fin del sufrimiento", "suffering", 3)]),
        "pt": ("Esperança", [("A Terra permanecerá para sempre", "earth", 1),
                             ("Os mortos vão viver de novo", "resurrection", 1),
                             ("O fim do sofrimento", "suffering", 3)]),
    },
    "grief": {
        "en": ("Grief", [("Coping with grief", "grief", 1),
                         ("Talking to family and elders", "grief", 2),
                         ("When life hurts too much", "distress", 1)]),
        "es": ("Duelo", [("Cómo sobrellevar el duelo", "grief", 1),
                         ("Hablar con la familia y los ancianos", "grief", 2),
                         ("Cuando la vida duele demasiado", "distress", 1)]),
        "pt": ("Luto", [("Como lidar com o luto", "grief", 1),
                        ("Falar com a família e os anciãos", "grief", 2),
                        ("Quando a vida dói demais", "distress", 1)]),
    },
}

# Public talk titles (written for the project): number -> language -> title.
TALKS: dict[int, dict[str, str]] = {
    1: {"en": "Can We Really Know God?", "es": "¿Podemos conocer de verdad a Dios?",
        "pt": "Podemos conhecer Deus de verdade?"},
    4: {"en": "Why Does God Allow Suffering?", "es": "¿Por qué permite Dios el sufrimiento?",
        "pt": "Por que Deus permite o sofrimento?"},
    12: {"en": "A Family That Lasts", "es": "Una familia que perdura",
         "pt": "Uma família que dura"},
    15: {"en": "Will the Earth Be Destroyed?", "es": "¿Será destruida la Tierra?",
         "pt": "A Terra será destruída?"},
    23: {"en": "The Dead Will Live Again", "es": "Los muertos volverán a vivir",
         "pt": "Os mortos vão viver de novo"},
    30: {"en": "What Happens When We Die?", "es": "¿Qué pasa cuando morimos?",
         "pt": "O que acontece quando morremos?"},
    45: {"en": "Comfort for Those Who Grieve", "es": "Consuelo para los que están de duelo",
         "pt": "Consolo para os que estão de luto"},
}

TALKS_TITLE = {"en": "Public Talk Titles", "es": "Títulos de los discursos públicos",
               "pt": "Títulos dos discursos públicos"}
GUIDE_NAME = {"en": "Research Guide", "es": "Guía de estudio", "pt": "Guia de Pesquisa"}

# Articles, index subjects and Research Guide entries about single verses (their own
# module), after the older ones so the older docIds stay.
ARTICLES.update(VERSE_ARTICLES)
ARTICLES.update(AUDIENCE_ARTICLES)  # ministry articles per audience
SUBJECTS.update(VERSE_SUBJECTS)
GUIDE.update(VERSE_GUIDE)
