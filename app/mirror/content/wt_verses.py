"""Coherent texts, written for this project (not any published translation), of the verses
the mirror's study articles cite, so explained scriptures read like what the paragraphs
say about them. Keys are (book, chapter, verse); values are en, es and pt."""

from __future__ import annotations

VerseTexts = dict[str, str]

VERSES: dict[tuple[int, int, int], VerseTexts] = {
    (2, 34, 6): {
        "en": "And Jehovah passed before him and declared: “Jehovah, Jehovah, a God merciful "
              "and compassionate, slow to anger and rich in loyal love and truth.”",
        "es": "Y Jehová pasó delante de él y proclamó: “Jehová, Jehová, Dios misericordioso "
              "y compasivo, lento para la ira y rico en amor leal y en verdad”.",
        "pt": "E Jeová passou diante dele e declarou: “Jeová, Jeová, Deus misericordioso e "
              "compassivo, lento para se irar e rico em amor leal e em verdade.”",
    },
    (8, 2, 13): {
        "en": "She said: “May I keep finding favor in your eyes, my lord, for you have "
              "comforted me and spoken reassuringly to your servant, though I am not even "
              "one of your servant girls.”",
        "es": "Ella dijo: “Que yo siga hallando favor a tus ojos, señor mío, porque me has "
              "consolado y has hablado de forma tranquilizadora a tu sierva, aunque ni "
              "siquiera soy una de tus siervas”.",
        "pt": "Ela disse: “Que eu continue achando favor aos seus olhos, meu senhor, pois "
              "você me consolou e falou de modo tranquilizador à sua serva, embora eu nem "
              "seja uma das suas servas.”",
    },
    (16, 9, 30): {
        "en": "For many years you were patient with them and kept warning them by your "
              "spirit through your prophets, but they would not listen.",
        "es": "Durante muchos años fuiste paciente con ellos y seguiste advirtiéndoles por "
              "tu espíritu mediante tus profetas, pero no quisieron escuchar.",
        "pt": "Por muitos anos foste paciente com eles e continuaste a avisá-los pelo teu "
              "espírito por meio dos teus profetas, mas eles não quiseram escutar.",
    },
    (19, 19, 14): {
        "en": "May the words of my mouth and the thoughts of my heart be pleasing to you, "
              "O Jehovah, my Rock and my Redeemer.",
        "es": "Que las palabras de mi boca y los pensamientos de mi corazón te agraden, oh "
              "Jehová, mi Roca y mi Redentor.",
        "pt": "Que as palavras da minha boca e os pensamentos do meu coração te agradem, ó "
              "Jeová, minha Rocha e meu Redentor.",
    },
    (19, 37, 7): {
        "en": "Be still before Jehovah and wait for him with longing. Do not be upset by the "
              "man who succeeds in his schemes.",
        "es": "Guarda silencio ante Jehová y espéralo con anhelo. No te alteres por el "
              "hombre al que le salen bien sus planes malvados.",
        "pt": "Fique em silêncio diante de Jeová e espere por ele com anseio. Não se irrite "
              "com o homem que consegue realizar os seus planos maus.",
    },
    (20, 12, 18): {
        "en": "Careless talk cuts like the thrusts of a sword, but the tongue of the wise "
              "brings healing.",
        "es": "Hablar sin pensar hiere como estocadas de espada, pero la lengua de los "
              "sabios trae curación.",
        "pt": "Falar sem pensar fere como golpes de espada, mas a língua dos sábios traz "
              "cura.",
    },
    (20, 14, 29): {
        "en": "Whoever is slow to anger has great discernment, but the impatient one puts "
              "his foolishness on display.",
        "es": "Quien es lento para la ira tiene mucho discernimiento, pero el impaciente "
              "deja ver su necedad.",
        "pt": "Quem é lento para se irar tem muito discernimento, mas o impaciente mostra a "
              "sua tolice.",
    },
    (20, 15, 1): {
        "en": "A gentle answer turns away fury, but a harsh word stirs up anger.",
        "es": "Una respuesta apacible calma la furia, pero una palabra dura provoca el "
              "enojo.",
        "pt": "Uma resposta branda acalma a fúria, mas a palavra dura provoca a ira.",
    },
    (20, 16, 24): {
        "en": "Pleasant words are a honeycomb, sweet to the soul and healing to the bones.",
        "es": "Las palabras agradables son un panal de miel, dulces para el alma y "
              "curativas para los huesos.",
        "pt": "Palavras agradáveis são um favo de mel, doces para a alma e curativas para "
              "os ossos.",
    },
    (20, 25, 11): {
        "en": "A word spoken at the right time is like apples of gold set in silver.",
        "es": "Una palabra dicha a su tiempo es como manzanas de oro en adornos de plata.",
        "pt": "Uma palavra dita na hora certa é como maçãs de ouro em enfeites de prata.",
    },
    (21, 7, 8): {
        "en": "The end of a matter is better than its beginning, and a patient spirit is "
              "better than a proud one.",
        "es": "El fin de un asunto es mejor que su comienzo, y un espíritu paciente es "
              "mejor que uno orgulloso.",
        "pt": "O fim de um assunto é melhor do que o seu começo, e um espírito paciente é "
              "melhor do que um espírito orgulhoso.",
    },
    (23, 50, 4): {
        "en": "The Sovereign Lord Jehovah has given me the tongue of the taught, so that I "
              "know how to answer the tired one with the right word.",
        "es": "El Señor Soberano Jehová me ha dado la lengua de los instruidos, para que "
              "sepa responder al cansado con la palabra adecuada.",
        "pt": "O Soberano Senhor Jeová me deu a língua dos instruídos, para que eu saiba "
              "responder ao cansado com a palavra certa.",
    },
    (25, 3, 26): {
        "en": "It is good to wait quietly for the salvation of Jehovah.",
        "es": "Es bueno esperar en silencio la salvación de Jehová.",
        "pt": "É bom esperar em silêncio pela salvação de Jeová.",
    },
    (33, 7, 7): {
        "en": "But as for me, I will keep watching for Jehovah. I will wait for the God of "
              "my salvation; my God will hear me.",
        "es": "Pero yo me mantendré atento a Jehová. Esperaré al Dios de mi salvación; mi "
              "Dios me escuchará.",
        "pt": "Mas eu continuarei atento a Jeová. Esperarei pelo Deus da minha salvação; o "
              "meu Deus me ouvirá.",
    },
    (40, 12, 36): {
        "en": "I tell you that people will give an account on the Day of Judgment for every "
              "careless word they speak.",
        "es": "Les digo que en el Día del Juicio las personas rendirán cuentas por toda "
              "palabra inútil que digan.",
        "pt": "Eu lhes digo que no Dia do Julgamento as pessoas prestarão contas de toda "
              "palavra inútil que disserem.",
    },
    (40, 12, 37): {
        "en": "For by your words you will be declared righteous, and by your words you will "
              "be condemned.",
        "es": "Porque por tus palabras serás declarado justo, y por tus palabras serás "
              "condenado.",
        "pt": "Pois pelas suas palavras você será declarado justo, e pelas suas palavras "
              "será condenado.",
    },
    (42, 6, 45): {
        "en": "A good man brings good out of the good treasure of his heart, but a wicked "
              "man brings out what is wicked; for the mouth speaks what fills the heart.",
        "es": "El hombre bueno saca lo bueno del buen tesoro de su corazón, pero el malvado "
              "saca lo malo; porque la boca habla de lo que llena el corazón.",
        "pt": "O homem bom tira o que é bom do bom tesouro do seu coração, mas o mau tira o "
              "que é mau; pois a boca fala daquilo que enche o coração.",
    },
    (45, 12, 12): {
        "en": "Rejoice in the hope. Endure under trial. Keep on praying without giving up.",
        "es": "Alégrense en la esperanza. Aguanten en la prueba. Sigan orando sin rendirse.",
        "pt": "Alegrem-se na esperança. Perseverem na provação. Continuem orando sem "
              "desistir.",
    },
    (46, 13, 4): {
        "en": "Love is patient and kind. Love is not jealous, it does not boast, it does "
              "not get puffed up.",
        "es": "El amor es paciente y bondadoso. El amor no es celoso, no presume, no se "
              "llena de orgullo.",
        "pt": "O amor é paciente e bondoso. O amor não é ciumento, não se gaba, não se "
              "enche de orgulho.",
    },
    (48, 5, 22): {
        "en": "But the fruit of the spirit is love, joy, peace, patience, kindness, "
              "goodness, faith.",
        "es": "Pero el fruto del espíritu es amor, alegría, paz, paciencia, bondad, "
              "benignidad, fe.",
        "pt": "Mas o fruto do espírito é amor, alegria, paz, paciência, bondade, "
              "benignidade, fé.",
    },
    (49, 4, 29): {
        "en": "Let no rotten word come out of your mouth, but only what is good for building "
              "up as the need requires, so that it does good to those who hear.",
        "es": "Que no salga de su boca ninguna palabra podrida, sino solo la que sea buena "
              "para edificar según la necesidad, para que haga bien a quienes la oyen.",
        "pt": "Não deixem sair da sua boca nenhuma palavra podre, mas só a que for boa para "
              "edificar conforme a necessidade, para que faça bem aos que a ouvem.",
    },
    (49, 4, 32): {
        "en": "Be kind to one another, tenderly compassionate, forgiving one another freely, "
              "just as God also freely forgave you through Christ.",
        "es": "Sean bondadosos unos con otros, tiernamente compasivos, y perdónense con "
              "generosidad, así como Dios también los perdonó a ustedes por medio de Cristo.",
        "pt": "Sejam bondosos uns com os outros, ternamente compassivos, e perdoem-se de boa "
              "vontade, assim como Deus também perdoou vocês por meio de Cristo.",
    },
    (51, 3, 13): {
        "en": "Keep putting up with one another and forgiving one another freely if anyone "
              "has a cause for complaint. Just as Jehovah freely forgave you, do the same.",
        "es": "Sigan soportándose unos a otros y perdonándose con generosidad si alguien "
              "tiene motivo de queja. Así como Jehová los perdonó con generosidad, hagan lo "
              "mismo.",
        "pt": "Continuem a suportar uns aos outros e a perdoar-se de boa vontade, se alguém "
              "tiver motivo de queixa. Assim como Jeová perdoou vocês de boa vontade, façam "
              "o mesmo.",
    },
    (51, 4, 6): {
        "en": "Let your words always be gracious, seasoned with salt, so that you know how "
              "to answer each person.",
        "es": "Que sus palabras sean siempre agradables, sazonadas con sal, para que sepan "
              "cómo responder a cada persona.",
        "pt": "Que as suas palavras sejam sempre agradáveis, temperadas com sal, para que "
              "saibam como responder a cada pessoa.",
    },
    (52, 5, 11): {
        "en": "So keep encouraging one another and building one another up, just as you are "
              "already doing.",
        "es": "Por eso, sigan animándose y fortaleciéndose unos a otros, tal como ya lo "
              "están haciendo.",
        "pt": "Portanto, continuem a animar e a fortalecer uns aos outros, como já estão "
              "fazendo.",
    },
    (52, 5, 14): {
        "en": "We urge you, brothers: warn the disorderly, comfort the discouraged, support "
              "the weak, be patient toward all.",
        "es": "Les rogamos, hermanos: adviertan a los desordenados, consuelen a los "
              "desanimados, apoyen a los débiles, sean pacientes con todos.",
        "pt": "Pedimos a vocês, irmãos: avisem os desordeiros, consolem os desanimados, "
              "apoiem os fracos, sejam pacientes com todos.",
    },
    (58, 6, 12): {
        "en": "so that you may not become lazy, but be imitators of those who through faith "
              "and patience inherit the promises.",
        "es": "para que no se vuelvan perezosos, sino que imiten a quienes por la fe y la "
              "paciencia heredan las promesas.",
        "pt": "para que não fiquem preguiçosos, mas imitem aqueles que, pela fé e pela "
              "paciência, herdam as promessas.",
    },
    (59, 3, 5): {
        "en": "In the same way the tongue is a small member, yet it boasts of great things. "
              "See how small a fire it takes to set a great forest ablaze!",
        "es": "Del mismo modo, la lengua es un miembro pequeño, pero presume de grandes "
              "cosas. ¡Miren qué fuego tan pequeño basta para incendiar un gran bosque!",
        "pt": "Do mesmo modo, a língua é um membro pequeno, mas se gaba de grandes coisas. "
              "Vejam que fogo tão pequeno basta para incendiar uma grande floresta!",
    },
    (59, 5, 7): {
        "en": "Be patient, then, brothers, until the presence of the Lord. See how the "
              "farmer waits for the precious fruit of the earth, patient over it until the "
              "early and the late rains come.",
        "es": "Así que sean pacientes, hermanos, hasta la presencia del Señor. Miren cómo "
              "espera el agricultor el valioso fruto de la tierra, paciente hasta que llegan "
              "las lluvias tempranas y las tardías.",
        "pt": "Portanto, sejam pacientes, irmãos, até a presença do Senhor. Vejam como o "
              "lavrador espera o precioso fruto da terra, paciente até que venham as chuvas "
              "do outono e da primavera.",
    },
    (59, 5, 8): {
        "en": "You too be patient; make your hearts firm, because the presence of the Lord "
              "has drawn close.",
        "es": "Ustedes también sean pacientes; hagan firme su corazón, porque la presencia "
              "del Señor se ha acercado.",
        "pt": "Vocês também sejam pacientes; firmem o seu coração, porque a presença do "
              "Senhor está próxima.",
    },
    (61, 3, 9): {
        "en": "Jehovah is not slow about his promise, as some think, but he is patient with "
              "you because he does not want anyone to be destroyed but wants all to come to "
              "repentance.",
        "es": "Jehová no es lento respecto a su promesa, como algunos piensan, sino que es "
              "paciente con ustedes, porque no quiere que nadie sea destruido, sino que "
              "todos lleguen al arrepentimiento.",
        "pt": "Jeová não demora a cumprir a sua promessa, como alguns pensam, mas é "
              "paciente com vocês, porque não quer que ninguém seja destruído, mas que todos "
              "cheguem ao arrependimento.",
    },
}
