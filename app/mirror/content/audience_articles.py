"""Ministry articles written for the project, one per audience (es/en/pt): how to start
a conversation with a busy person, a young person, a religious person, someone not
religious, someone grieving and someone who speaks another language. Each opens with a
question to ask (quoted), reads a scripture and says how it helps, and ends with a
question to leave for the next visit (quoted). Merged into articles_text's ARTICLES
after the older ones, so their docIds stay."""

from __future__ import annotations

AUDIENCE_ARTICLES: dict[str, dict[str, tuple[str, list[str]]]] = {
    "aud_busy": {
        "en": ("In the Ministry: A Busy Person", [
            "A busy person appreciates a visit that respects the clock. Ask one short "
            "question: “Do you ever feel there are not enough hours in the day?”",
            "Read one verse and stop there. Ecclesiastes 4:6 says that a handful of rest is "
            "better than two handfuls of hard work; the Bible shows how to find balance even "
            "when life is full.",
            "Leave a question for next time: “What do you think matters most when time is "
            "short?” Then ask when you could return for five minutes.",
        ]),
        "es": ("En la predicación: una persona ocupada", [
            "Una persona ocupada agradece una visita que respeta su tiempo. Haga una sola "
            "pregunta corta: “¿Alguna vez siente que al día le faltan horas?”.",
            "Lea un solo versículo y nada más. Eclesiastés 4:6 dice que un puñado de descanso "
            "es mejor que dos puñados de trabajo duro; la Biblia enseña a encontrar equilibrio "
            "aun cuando la vida está llena.",
            "Deje una pregunta para la próxima vez: “¿Qué cree que es lo más importante cuando "
            "falta tiempo?”. Luego pregunte cuándo podría volver por cinco minutos.",
        ]),
        "pt": ("No ministério: uma pessoa ocupada", [
            "Uma pessoa ocupada gosta de uma visita que respeita o tempo dela. Faça uma só "
            "pergunta curta: “Você já sentiu que faltam horas no dia?”",
            "Leia um só versículo e pare aí. Eclesiastes 4:6 diz que um punhado de descanso é "
            "melhor do que dois punhados de trabalho duro; a Bíblia ensina a ter equilíbrio "
            "mesmo quando a vida está cheia.",
            "Deixe uma pergunta para a próxima vez: “O que você acha mais importante quando o "
            "tempo é curto?” Depois pergunte quando poderia voltar por cinco minutos.",
        ]),
    },
    "aud_young": {
        "en": ("In the Ministry: A Young Person", [
            "Young people think about their future and like to be asked what they think. You "
            "could ask: “What would make the future you hope for worth working toward?”",
            "Read Ecclesiastes 12:1. It invites the young to remember their Creator while they "
            "are young, because the choices made now shape a whole life.",
            "Leave a question for next time: “Where could a young person find advice that "
            "really works?” Offer to show what the Bible says about friends and goals.",
        ]),
        "es": ("En la predicación: un joven", [
            "Los jóvenes piensan en su futuro y les gusta que les pregunten su opinión. Podría "
            "preguntar: “¿Qué haría que el futuro que usted espera valga la pena?”.",
            "Lea Eclesiastés 12:1. Invita a los jóvenes a acordarse de su Creador mientras son "
            "jóvenes, porque las decisiones de ahora marcan toda una vida.",
            "Deje una pregunta para la próxima vez: “¿Dónde puede encontrar un joven consejos "
            "que de verdad funcionen?”. Ofrezca mostrar lo que dice la Biblia sobre los amigos "
            "y las metas.",
        ]),
        "pt": ("No ministério: um jovem", [
            "Os jovens pensam no futuro e gostam que perguntem a opinião deles. Você poderia "
            "perguntar: “O que faria valer a pena o futuro que você espera?”",
            "Leia Eclesiastes 12:1. O texto convida os jovens a se lembrar do seu Criador "
            "enquanto são jovens, porque as decisões de agora marcam a vida toda.",
            "Deixe uma pergunta para a próxima vez: “Onde um jovem pode encontrar conselhos "
            "que funcionam de verdade?” Ofereça mostrar o que a Bíblia diz sobre amigos e "
            "alvos.",
        ]),
    },
    "aud_religious": {
        "en": ("In the Ministry: A Religious Person", [
            "A religious person already values God and the Bible; start from what you share. "
            "You might ask: “Have you found a Bible promise that means a lot to you?”",
            "Read Psalm 83:18. It shows that God has a personal name, Jehovah, and that he "
            "wants people to know him, not only to know about him.",
            "Leave a question for next time: “Why would God want us to use his name?” and "
            "offer to look at the Lord's Prayer together (Matthew 6:9).",
        ]),
        "es": ("En la predicación: una persona religiosa", [
            "Una persona religiosa ya valora a Dios y la Biblia; empiece por lo que tienen en "
            "común. Podría preguntar: “¿Hay alguna promesa de la Biblia que signifique mucho "
            "para usted?”.",
            "Lea Salmo 83:18. Muestra que Dios tiene un nombre personal, Jehová, y que quiere "
            "que la gente lo conozca, no solo que sepa cosas de él.",
            "Deje una pregunta para la próxima vez: “¿Por qué querría Dios que usemos su "
            "nombre?”, y ofrezca analizar juntos el padrenuestro (Mateo 6:9).",
        ]),
        "pt": ("No ministério: uma pessoa religiosa", [
            "Uma pessoa religiosa já valoriza Deus e a Bíblia; comece pelo que vocês têm em "
            "comum. Você poderia perguntar: “Existe alguma promessa da Bíblia que significa "
            "muito para você?”",
            "Leia Salmo 83:18. Mostra que Deus tem um nome pessoal, Jeová, e que ele quer que "
            "as pessoas o conheçam, não só saibam coisas sobre ele.",
            "Deixe uma pergunta para a próxima vez: “Por que Deus gostaria que usássemos o "
            "nome dele?” e ofereça examinar juntos o pai-nosso (Mateus 6:9).",
        ]),
    },
    "aud_not_religious": {
        "en": ("In the Ministry: Someone Who Is Not Religious", [
            "Someone who is not religious may still think deeply about life. Avoid religious "
            "words at first and ask: “Do you think people will ever manage to end war and "
            "injustice?”",
            "Read Isaiah 2:4. The Bible is a very old book, yet it speaks of a time when "
            "nations will no longer learn war; many are surprised that it is so practical.",
            "Leave a question for next time: “What evidence would help you decide whether the "
            "Bible is worth reading?” Offer to look at one fulfilled prophecy.",
        ]),
        "es": ("En la predicación: alguien que no es religioso", [
            "Alguien que no es religioso puede pensar mucho en la vida. Evite al principio las "
            "palabras religiosas y pregunte: “¿Cree que algún día se logrará acabar con la "
            "guerra y la injusticia?”.",
            "Lea Isaías 2:4. La Biblia es un libro muy antiguo, y aun así habla de un tiempo en "
            "que las naciones ya no aprenderán la guerra; a muchos les sorprende lo práctica "
            "que es.",
            "Deje una pregunta para la próxima vez: “¿Qué pruebas le ayudarían a decidir si "
            "vale la pena leer la Biblia?”. Ofrezca analizar una profecía cumplida.",
        ]),
        "pt": ("No ministério: alguém que não é religioso", [
            "Alguém que não é religioso pode pensar muito sobre a vida. No começo, evite "
            "palavras religiosas e pergunte: “Você acha que um dia vão conseguir acabar com a "
            "guerra e a injustiça?”",
            "Leia Isaías 2:4. A Bíblia é um livro muito antigo, mas fala de um tempo em que as "
            "nações não vão mais aprender a guerra; muitos se surpreendem com como ela é "
            "prática.",
            "Deixe uma pergunta para a próxima vez: “Que provas ajudariam você a decidir se "
            "vale a pena ler a Bíblia?” Ofereça examinar uma profecia cumprida.",
        ]),
    },
    "aud_grieving": {
        "en": ("In the Ministry: Someone Who Is Grieving", [
            "Someone who is grieving needs comfort more than explanations. Listen first, then "
            "ask gently: “Would it help to know what the Bible says about those we have "
            "lost?”",
            "Read John 11:25. Jesus spoke these words to a grieving sister, and then he raised "
            "her brother; his promise of the resurrection gives real hope.",
            "Leave a question for next time: “Would you like to see how God will undo death?” "
            "and leave a short publication on the resurrection hope.",
        ]),
        "es": ("En la predicación: alguien que está de duelo", [
            "Alguien que está de duelo necesita consuelo más que explicaciones. Escuche primero "
            "y luego pregunte con cariño: “¿Le ayudaría saber lo que dice la Biblia sobre los "
            "que hemos perdido?”.",
            "Lea Juan 11:25. Jesús dijo estas palabras a una hermana que estaba de duelo, y "
            "luego resucitó a su hermano; su promesa de la resurrección da verdadera "
            "esperanza.",
            "Deje una pregunta para la próxima vez: “¿Le gustaría ver cómo Dios eliminará la "
            "muerte?”, y deje una publicación breve sobre la esperanza de la resurrección.",
        ]),
        "pt": ("No ministério: alguém que está de luto", [
            "Alguém que está de luto precisa mais de consolo do que de explicações. Ouça "
            "primeiro e depois pergunte com carinho: “Ajudaria saber o que a Bíblia diz sobre "
            "os que perdemos?”",
            "Leia João 11:25. Jesus disse essas palavras a uma irmã que estava de luto e depois "
            "ressuscitou o irmão dela; a promessa da ressurreição dá verdadeira esperança.",
            "Deixe uma pergunta para a próxima vez: “Você gostaria de ver como Deus vai acabar "
            "com a morte?” e deixe uma publicação curta sobre a esperança da ressurreição.",
        ]),
    },
    "aud_other_language": {
        "en": ("In the Ministry: Someone Who Speaks Another Language", [
            "When someone speaks another language, a smile and a few words in it show respect. "
            "Ask simply, with the app or a short card in their language: “May I show you "
            "something in your language?”",
            "Read Revelation 14:6 in their language if you can. It speaks of good news for "
            "every nation, tribe and tongue: God's message is for people of every language.",
            "Leave a question for next time: “Would you like someone who speaks your language "
            "to visit you?” Ask for permission to pass on the address to a congregation in "
            "that language.",
        ]),
        "es": ("En la predicación: alguien que habla otro idioma", [
            "Cuando alguien habla otro idioma, una sonrisa y unas palabras en su idioma "
            "muestran respeto. Pregunte con sencillez, con la aplicación o una tarjeta en su "
            "idioma: “¿Puedo mostrarle algo en su idioma?”.",
            "Lea Apocalipsis 14:6 en su idioma si puede. Habla de buenas noticias para toda "
            "nación, tribu y lengua: el mensaje de Dios es para personas de todos los idiomas.",
            "Deje una pregunta para la próxima vez: “¿Le gustaría que lo visitara alguien que "
            "hable su idioma?”. Pida permiso para pasar la dirección a una congregación de ese "
            "idioma.",
        ]),
        "pt": ("No ministério: alguém que fala outro idioma", [
            "Quando alguém fala outro idioma, um sorriso e algumas palavras no idioma dele "
            "mostram respeito. Pergunte de forma simples, com o aplicativo ou um cartão no "
            "idioma dele: “Posso mostrar algo no seu idioma?”",
            "Leia Apocalipse 14:6 no idioma da pessoa, se puder. Fala de boas novas para toda "
            "nação, tribo e língua: a mensagem de Deus é para pessoas de todos os idiomas.",
            "Deixe uma pergunta para a próxima vez: “Você gostaria que alguém que fala o seu "
            "idioma visitasse você?” Peça permissão para passar o endereço a uma congregação "
            "desse idioma.",
        ]),
    },
}
