"""Articles written for the project about single verses (es/en/pt), with the
publications-index subjects and Research Guide entries that list them by verse.

A verse's explanation reads what the index and the Research Guide list for it: an
entry's scripture link is the first reference of the paragraph it cites
(app.mirror.content.articles), so each cited paragraph opens with its verse.
Merged into articles_text's ARTICLES, SUBJECTS and GUIDE after the older entries, so
the older docIds stay where they were.
"""

from __future__ import annotations

VERSE_ARTICLES: dict[str, dict[str, tuple[str, list[str]]]] = {
    "gods_love": {
        "en": ("How Did God Show His Love for Mankind?", [
            "According to John 3:16, God's love is more than a feeling: he acted on it. "
            "Jehovah gave his only-begotten Son, and the “world” he loved is mankind, the "
            "people who can be rescued from sin and death.",
            "John 3:16 helps us feel how much the gift cost. A father who watches his son "
            "suffer feels the pain himself, yet Jehovah gave his Son for people who had done "
            "nothing to earn it (Romans 5:8; 1 John 4:9, 10).",
            "John 3:16 also shows what each one must do: exercise faith in the Son. Faith is "
            "more than agreeing with a teaching; it shows in what we do, and it opens the way "
            "to everlasting life (John 3:36; James 2:17).",
        ]),
        "es": ("¿Cómo mostró Dios su amor por la humanidad?", [
            "Según Juan 3:16, el amor de Dios es más que un sentimiento: lo demostró con "
            "hechos. Jehová dio a su Hijo unigénito, y el “mundo” al que amó es la humanidad, "
            "las personas que pueden ser libradas del pecado y de la muerte.",
            "Juan 3:16 nos ayuda a sentir cuánto costó ese regalo. Un padre que ve sufrir a "
            "su hijo siente el dolor en carne propia, y aun así Jehová dio a su Hijo por "
            "personas que no habían hecho nada para merecerlo (Romanos 5:8; 1 Juan 4:9, 10).",
            "Juan 3:16 también muestra lo que cada uno debe hacer: demostrar fe en el Hijo. "
            "La fe es más que estar de acuerdo con una enseñanza; se nota en lo que hacemos, "
            "y abre el camino a la vida eterna (Juan 3:36; Santiago 2:17).",
        ]),
        "pt": ("Como Deus mostrou seu amor pela humanidade?", [
            "Segundo João 3:16, o amor de Deus é mais do que um sentimento: ele agiu. Jeová "
            "deu seu Filho unigênito, e o “mundo” que ele amou é a humanidade, as pessoas "
            "que podem ser libertadas do pecado e da morte.",
            "João 3:16 nos ajuda a sentir quanto esse presente custou. Um pai que vê o filho "
            "sofrer sente a dor na própria pele, e mesmo assim Jeová deu seu Filho por "
            "pessoas que não tinham feito nada para merecer (Romanos 5:8; 1 João 4:9, 10).",
            "João 3:16 também mostra o que cada um precisa fazer: exercer fé no Filho. A fé "
            "é mais do que concordar com um ensino; ela aparece no que fazemos e abre o "
            "caminho para a vida eterna (João 3:36; Tiago 2:17).",
        ]),
    },
    "good_news_preached": {
        "en": ("The Good News Preached in All the Earth", [
            "Matthew 24:14 foretold a work with no equal in history: the good news of God's "
            "Kingdom would be preached in all the inhabited earth before the end. Today it is "
            "taught in hundreds of languages, in cities and in remote villages.",
            "Matthew 24:14 calls the message “a witness to all the nations.” A witness tells "
            "what he knows; each one who hears can decide for himself, and the work is done "
            "by volunteers who are not paid for it (Matthew 10:8; Acts 20:20).",
        ]),
        "es": ("Las buenas noticias se predican en toda la Tierra", [
            "Mateo 24:14 predijo una obra sin igual en la historia: las buenas noticias del "
            "Reino de Dios se predicarían en toda la tierra habitada antes del fin. Hoy se "
            "enseñan en cientos de idiomas, en ciudades y en aldeas apartadas.",
            "Mateo 24:14 llama al mensaje “un testimonio a todas las naciones”. Un testigo "
            "cuenta lo que sabe; cada persona que lo oye puede decidir por sí misma, y la "
            "obra la hacen voluntarios que no cobran por ella (Mateo 10:8; Hechos 20:20).",
        ]),
        "pt": ("As boas novas são pregadas em toda a Terra", [
            "Mateus 24:14 predisse uma obra sem igual na história: as boas novas do Reino de "
            "Deus seriam pregadas em toda a terra habitada antes do fim. Hoje elas são "
            "ensinadas em centenas de idiomas, em cidades e em aldeias distantes.",
            "Mateus 24:14 chama a mensagem de “testemunho a todas as nações”. Uma testemunha "
            "conta o que sabe; cada pessoa que ouve pode decidir por si mesma, e a obra é "
            "feita por voluntários que não são pagos por ela (Mateus 10:8; Atos 20:20).",
        ]),
    },
}

# subject key -> language -> (title, see also, [(subheading, [(entry, article, paragraph)])])
VERSE_SUBJECTS: dict[str, dict[str, tuple[str, list[str], list[tuple[str, list[
        tuple[str, str, int]]]]]]] = {
    "gods_love": {
        "en": ("Love (Jehovah's)", ["Ransom"], [
            ("shown to mankind", [("gave his only-begotten Son", "gods_love", 1),
                                  ("cost to the Father", "gods_love", 2)]),
        ]),
        "es": ("Amor (de Jehová)", ["Rescate"], [
            ("demostrado a la humanidad", [("dio a su Hijo unigénito", "gods_love", 1),
                                           ("lo que le costó al Padre", "gods_love", 2)]),
        ]),
        "pt": ("Amor (de Jeová)", ["Resgate"], [
            ("mostrado à humanidade", [("deu seu Filho unigênito", "gods_love", 1),
                                       ("o que custou ao Pai", "gods_love", 2)]),
        ]),
    },
    "preaching_work": {
        "en": ("Preaching Work", ["Good News"], [
            ("foretold", [("in all the inhabited earth", "good_news_preached", 1),
                          ("a witness to the nations", "good_news_preached", 2)]),
        ]),
        "es": ("Predicación", ["Buenas noticias"], [
            ("predicha", [("en toda la tierra habitada", "good_news_preached", 1),
                          ("testimonio a las naciones", "good_news_preached", 2)]),
        ]),
        "pt": ("Pregação", ["Boas novas"], [
            ("predita", [("em toda a terra habitada", "good_news_preached", 1),
                         ("testemunho às nações", "good_news_preached", 2)]),
        ]),
    },
}

VERSE_GUIDE: dict[str, dict[str, tuple[str, list[tuple[str, str, int]]]]] = {
    "faith": {
        "en": ("Faith", [("Faith that leads to life", "gods_love", 3),
                         ("Faith moves us to preach", "good_news_preached", 1)]),
        "es": ("Fe", [("La fe que lleva a la vida", "gods_love", 3),
                      ("La fe nos mueve a predicar", "good_news_preached", 1)]),
        "pt": ("Fé", [("A fé que leva à vida", "gods_love", 3),
                      ("A fé nos motiva a pregar", "good_news_preached", 1)]),
    },
}
