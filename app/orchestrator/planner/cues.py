"""The intent cues of the rules planner, per language (es/en/pt): data only.

Every intent has cues: words or phrases with a weight. A word ending in "*" is a
stem ("prepar*" matches "prepara", "preparame", "preparing"). The matcher
(intents.py) folds them (lower case, no accents) and reads goals with them.
"""

from __future__ import annotations

# intent -> language -> [(weight, "phrase|phrase|...")]; the intents in SUBJECT_GROUPS
# with these weights name the subject itself ("anxiety", "the Trinity"), so their words
# stay in the extracted topic.
CUES: dict[str, dict[str, list[tuple[float, str]]]] = {
    "sunday": {
        "en": [
            (1.0, "watchtower|watch tower|watchtower study|wt study|weekend meeting"
                  "|sunday meeting|prepare sunday"),
            (0.7, "weekend|sunday"),
        ],
        "es": [
            (1.0, "atalaya|la atalaya|estudio de la atalaya|reunion del fin de semana"
                  "|reunion del domingo|reunion dominical"),
            (0.7, "fin de semana|domingo|dominical"),
        ],
        "pt": [
            (1.0, "sentinela|a sentinela|estudo de a sentinela|estudo da sentinela"
                  "|reuniao do fim de semana|reuniao de domingo|reuniao do domingo"),
            (0.7, "fim de semana|domingo|dominical"),
        ],
    },
    "midweek": {
        "en": [
            (1.0, "midweek|mid week|mid-week|workbook|meeting workbook|life and ministry"
                  "|christian life and ministry|our christian life|treasures from gods word"
                  "|spiritual gems|congregation bible study|midweek meeting"),
            (0.3, "weekday"),
        ],
        "es": [
            (1.0, "entre semana|guia de actividades|vida y ministerio|vida y ministerio cristianos"
                  "|nuestra vida cristiana|tesoros de la biblia|perlas escondidas"
                  "|busquemos perlas escondidas|estudio biblico de la congregacion|guia"),
        ],
        "pt": [
            (1.0, "meio de semana|meio da semana|apostila|vida e ministerio"
                  "|nossa vida crista|tesouros da palavra de deus|joias espirituais"
                  "|estudo biblico de congregacao|meio semana"),
        ],
    },
    "meeting": {
        "en": [(0.5, "meeting|meetings|meetin|mtg")],
        "es": [(0.5, "reunion|reuniones|reu")],
        "pt": [(0.5, "reuniao|reunioes")],
    },
    "prepare": {
        "en": [(0.3, "prepar*|prep|get ready|ready|study for")],
        "es": [(0.3, "prepar*|alistar*|estudiar para")],
        "pt": [(0.3, "prepar*|estudar para")],
    },
    "student_part": {
        "en": [
            (1.0, "student part|student assignment|assignment|my part|school part"
                  "|apply yourself to the field ministry"),
            (0.5, "lesson|study point|student"),
        ],
        "es": [
            (1.0, "asignacion|asignaciones|parte de estudiante|mi parte|seamos mejores maestros"
                  "|intervencion|seamos mejores"),
            (0.5, "leccion|punto de estudio|estudiante"),
        ],
        "pt": [
            (1.0, "designacao|designacoes|parte de estudante|minha parte"
                  "|faca seu melhor no ministerio|seja melhor no ministerio"),
            (0.5, "licao|ponto de estudo|estudante"),
        ],
    },
    "assign_bible_reading": {
        "en": [(1.0, "bible reading|reading assignment")],
        "es": [(1.0, "lectura de la biblia|lectura biblica|lectura de biblia")],
        "pt": [(1.0, "leitura da biblia|leitura biblica|leitura de biblia")],
    },
    "assign_starting_conversations": {
        "en": [(1.0, "starting conversations|starting a conversation|start conversations"
                     "|start a conversation|initial call")],
        "es": [(1.0, "empiece conversaciones|empezar conversaciones|empiece una conversacion"
                     "|empezar una conversacion|iniciar conversaciones|primera conversacion")],
        "pt": [(1.0, "iniciando conversas|iniciar conversas|inicie conversas|comece conversas"
                     "|iniciando uma conversa|iniciar uma conversa")],
    },
    "assign_following_up": {
        "en": [(1.0, "following up|follow up|follow-up")],
        "es": [(1.0, "haga revisitas|hacer revisitas|haciendo revisitas|volver a visitar")],
        "pt": [(1.0, "cultivando o interesse|cultivar o interesse|faca revisitas"
                     "|fazer revisitas|fazendo revisitas")],
    },
    "assign_making_disciples": {
        "en": [(1.0, "making disciples|make disciples")],
        "es": [(1.0, "haga discipulos|hacer discipulos|haciendo discipulos")],
        "pt": [(1.0, "fazendo discipulos|faca discipulos|fazer discipulos")],
    },
    "assign_explaining_beliefs": {
        "en": [(1.0, "explaining your beliefs|explaining beliefs|explain your beliefs")],
        "es": [(1.0, "explique sus creencias|explicar sus creencias|explicando sus creencias"
                     "|explique sus creencias")],
        "pt": [(1.0, "explicando suas crencas|explique suas crencas|explicar suas crencas")],
    },
    "assign_talk": {
        "en": [(1.0, "student talk")],
        "es": [(1.0, "discurso de estudiante|discurso estudiantil")],
        "pt": [(1.0, "discurso de estudante")],
    },
    "public_talk": {
        "en": [
            (1.0, "public talk|talk outline|outline|public discourse"),
            (0.5, "talk|speaker|discourse"),
        ],
        "es": [
            (1.0, "discurso publico|bosquejo|bosquejos|conferencia publica"),
            (0.5, "discurso|orador|conferencia"),
        ],
        "pt": [
            (1.0, "discurso publico|esboco|esbocos"),
            (0.5, "discurso|orador"),
        ],
    },
    "verse": {
        "en": [
            (0.6, "explain|explanation|meaning|mean|means|verse|verses|scripture|scriptures"
                  "|text|study notes|cross references|look up"),
        ],
        "es": [
            (0.6, "explica*|expliq*|significa*|versiculo|versiculos|texto|textos|escritura"
                  "|notas de estudio|referencias"),
        ],
        "pt": [
            (0.6, "explica*|expliq*|significa*|versiculo|versiculos|versos|texto|textos"
                  "|escritura|notas de estudo|referencias"),
        ],
    },
    "research": {
        "en": [
            (1.0, "research|investigate|what does the bible say about|what the bible says about"
                  "|what does the bible teach about|bible says about|topic|study about"
                  "|learn about|information about|info about|find out about|look into"
                  "|dig into|deep dive|personal study"),
            (0.4, "about|study"),
        ],
        "es": [
            (1.0, "investiga*|que dice la biblia sobre|que dice la biblia de"
                  "|que dice la biblia acerca|que ensena la biblia sobre|tema"
                  "|estudiar sobre|estudio sobre|aprender sobre|informacion sobre"
                  "|info sobre|buscar sobre|averiguar|indagar|estudio personal"),
            (0.4, "sobre|acerca|estudiar"),
        ],
        "pt": [
            (1.0, "pesquis*|investiga*|o que a biblia diz sobre|que a biblia diz sobre"
                  "|o que a biblia ensina sobre|tema|estudar sobre|estudo sobre"
                  "|aprender sobre|informacao sobre|informacoes sobre|info sobre|estudo pessoal"),
            (0.4, "sobre|estudar"),
        ],
    },
    "apologetics": {
        "en": [
            (1.0, "why do jehovahs witnesses|why dont jehovahs witnesses|why do witnesses"
                  "|why dont witnesses|why dont we|why do we|defend|defend our belief"
                  "|prove|proof|evidence|doctrine|apologetics|refute|how to explain"
                  "|how do i explain|biblical basis"),
            (0.6, "trinity|hellfire|hell|immortal soul|soul|cross|birthday|birthdays"
                  "|christmas|easter|blood transfusion|blood|rapture|purgatory|idols"
                  "|images|deity|144000|holy spirit|gods name|jehovah name|evolution"),
            (0.5, "why|witnesses|believe|belief|beliefs|teach"),
        ],
        "es": [
            (1.0, "por que los testigos|porque los testigos|por que no celebramos"
                  "|por que los testigos de jehova|defender|probar|prueba|pruebas|evidencia"
                  "|doctrina|apologetica|refutar|demostrar|como explicar|base biblica"),
            (0.6, "trinidad|infierno|alma inmortal|alma|cruz|cumpleanos|navidad|pascua"
                  "|transfusion|transfusion de sangre|sangre|rapto|purgatorio|idolos"
                  "|imagenes|deidad|144000|espiritu santo|nombre de dios|evolucion"),
            (0.5, "por que|porque|testigos|creen|creemos|creencia|creencias|ensenan"),
        ],
        "pt": [
            (1.0, "por que as testemunhas|porque as testemunhas|por que nao comemoramos"
                  "|defender|provar|prova|provas|evidencia|doutrina|apologetica|refutar"
                  "|demonstrar|como explicar|base biblica"),
            (0.6, "trindade|inferno|alma imortal|alma|cruz|aniversario|aniversarios|natal"
                  "|pascoa|transfusao|transfusao de sangue|sangue|arrebatamento|purgatorio"
                  "|idolos|imagens|divindade|144000|espirito santo|nome de deus|evolucao"),
            (0.5, "por que|porque|testemunhas|acreditam|acreditamos|crenca|crencas|ensinam"),
        ],
    },
    "fact_check": {
        "en": [
            (1.0, "fact check|fact-check|factcheck|is it true|is it true that|true that"
                  "|true or false|verify|check if|check whether|claim|myth|rumor|rumour"
                  "|debunk|hoax|is that true|really true"),
            (0.6, "they say|people say|i heard|heard that|someone told me"),
        ],
        "es": [
            (1.0, "es verdad|es verdad que|es cierto|es cierto que|verdad que|cierto que"
                  "|verificar|comprobar|chequear|checar|afirmacion|mito|rumor|bulo"
                  "|verdadero o falso|desmentir"),
            (0.6, "dicen que|escuche que|me dijeron que|oi que"),
        ],
        "pt": [
            (1.0, "e verdade|e verdade que|verdade que|sera que|verificar|checar|conferir"
                  "|afirmacao|mito|boato|verdadeiro ou falso|desmentir|e mesmo verdade"),
            (0.6, "dizem que|ouvi dizer|ouvi que|me disseram que"),
        ],
    },
    "apocrypha": {
        "en": [
            (1.0, "in the bible|where does the bible say|where in the bible|bible verse or not"
                  "|saying|apocryphal|is it a bible verse|is this in the bible|really in the bible"
                  "|bible quote|a bible verse"),
            (0.5, "quote|phrase|proverb"),
        ],
        "es": [
            (1.0, "en la biblia|donde dice la biblia|en que parte de la biblia|dicho|refran"
                  "|apocrifo|es un versiculo|esta en la biblia|aparece en la biblia"
                  "|cita biblica"),
            (0.5, "frase|cita|proverbio"),
        ],
        "pt": [
            (1.0, "na biblia|onde a biblia diz|em que parte da biblia|ditado|apocrifo"
                  "|e um versiculo|esta na biblia|aparece na biblia|citacao biblica"),
            (0.5, "frase|citacao|proverbio"),
        ],
    },
    "conversation": {
        "en": [
            (1.0, "objection|objections|how do i answer|how to answer|how to respond"
                  "|how do i respond|what do i say|what should i say|what to say"
                  "|householder|not interested|im not interested|i have my own religion"
                  "|own religion|how to reply|what to reply|comeback"),
            (0.6, "someone says|somebody says|when someone says|person says|he says|she says"
                  "|they told me|at the door|door to door|said"),
            (0.4, "conversation|ministry|answer|respond|reply"),
            (1.0, "asked me|someone asked|somebody asked|a householder asked|i was asked"
                  "|they asked me|someone asks|when asked"),
        ],
        "es": [
            (1.0, "objecion|objeciones|que respondo|que responder|como responder|que le digo"
                  "|que decir|que digo|como contestar|que contesto|amo de casa"
                  "|no me interesa|no estoy interesado|tengo mi propia religion"
                  "|mi propia religion|ya tengo mi religion"),
            (0.6, "alguien dice|alguien me dice|cuando dicen|cuando me dicen|me dicen"
                  "|me dijo|en la puerta|de casa en casa|dice que"),
            (0.4, "conversacion|predicacion|responder|contestar"),
            (1.0, "me pregunto|me preguntaron|alguien me pregunto|me han preguntado"
                  "|me pregunta|me preguntan"),
        ],
        "pt": [
            (1.0, "objecao|objecoes|o que responder|como responder|o que eu digo|o que dizer"
                  "|o que falar|morador|nao tenho interesse|nao estou interessado"
                  "|tenho minha religiao|minha propria religiao|ja tenho religiao"),
            (0.6, "alguem diz|alguem me diz|quando dizem|quando me dizem|me dizem|me disse"
                  "|na porta|de casa em casa|diz que"),
            (0.4, "conversa|pregacao|responder"),
            (1.0, "me perguntou|me perguntaram|alguem me perguntou|me pergunta"
                  "|me perguntam"),
        ],
    },
    "presentation": {
        "en": [
            (1.0, "presentation|presentations|introduction|sample presentation"
                  "|what to say in the ministry"),
            (0.5, "ministry|preaching|field service|cart|carts|witnessing|offer"),
        ],
        "es": [
            (1.0, "presentacion|presentaciones|introduccion|presentacion modelo"),
            (0.5, "predicacion|ministerio|servicio del campo|carrito|carritos|ofrecer"
                  "|predicar"),
        ],
        "pt": [
            (1.0, "apresentacao|apresentacoes|introducao|apresentacao modelo"),
            (0.5, "pregacao|ministerio|servico de campo|carrinho|carrinhos|oferecer"
                  "|pregar"),
        ],
    },
    "revisit": {
        "en": [
            (1.0, "return visit|return visits|revisit|revisits|rv|call back|callback"
                  "|interested person|bible student"),
        ],
        "es": [
            (1.0, "revisita|revisitas|re visita|persona interesada|estudiante de la biblia"
                  "|volver a visitar"),
        ],
        "pt": [
            (1.0, "revisita|revisitas|re visita|pessoa interessada|estudante da biblia"
                  "|voltar a visitar"),
        ],
    },
    "life": {
        "en": [
            (1.0, "anxiety|anxious|depression|depressed|stress|stressed|worry|worries|grief"
                  "|grieving|loneliness|lonely|marriage|divorce|parenting|teenagers|teens"
                  "|bullying|addiction|illness|sickness|health|money|finances|debt|job loss"
                  "|unemployment|death of a loved one|suicide|self esteem|low self-esteem"
                  "|anger|forgiveness|jealousy|pornography|alcohol|family life|how to cope"
                  "|cope with|coping"),
            (0.5, "advice|help with|family|children|kids|youth|young people|work|happiness"
                  "|happy|life"),
        ],
        "es": [
            (1.0, "ansiedad|ansioso|ansiosa|depresion|deprimido|deprimida|estres|estresado"
                  "|preocupacion|preocupaciones|duelo|soledad|matrimonio|divorcio|crianza"
                  "|adolescentes|acoso|adiccion|enfermedad|salud|dinero|deudas|desempleo"
                  "|muerte de un ser querido|suicidio|autoestima|ira|enojo|perdon|celos"
                  "|pornografia|alcohol|vida familiar|como afrontar|como superar|como sobrellevar"
                  "|como lidiar"),
            (0.5, "consejo|consejos|ayuda con|familia|hijos|ninos|jovenes|trabajo|felicidad"
                  "|feliz|vida"),
        ],
        "pt": [
            (1.0, "ansiedade|ansioso|ansiosa|depressao|deprimido|deprimida|estresse|stress"
                  "|preocupacao|preocupacoes|luto|solidao|casamento|divorcio|criacao de filhos"
                  "|adolescentes|bullying|vicio|doenca|saude|dinheiro|dividas|desemprego"
                  "|morte de um ente querido|suicidio|autoestima|raiva|perdao|ciume|ciumes"
                  "|pornografia|alcool|vida familiar|como lidar|como superar|como enfrentar"),
            (0.5, "conselho|conselhos|ajuda com|familia|filhos|criancas|jovens|trabalho"
                  "|felicidade|feliz|vida"),
        ],
    },
    "daily_text": {
        "en": [
            (1.0, "daily text|daily txt|dailytext|text of the day|todays text|today s text|day text"
                  "|examining the scriptures daily|examining the scriptures|days text"),
        ],
        "es": [
            (1.0, "texto diario|texto del dia|texto de hoy|examinando las escrituras"
                  "|examinando las escrituras diariamente|textodiario"),
        ],
        "pt": [
            (1.0, "texto diario|texto do dia|texto de hoje|examine as escrituras"
                  "|examine as escrituras diariamente|textodiario"),
        ],
    },
    # The whole week on one sheet: midweek, weekend and the daily texts.
    "week": {
        "en": [(1.0, "my week|the whole week|whole week|all week|week ahead|the week s meetings"
                     "|weeks meetings|week s meetings|full week|entire week")],
        "es": [(1.0, "mi semana|toda la semana|la semana completa|semana completa"
                     "|semana entera|reuniones de la semana")],
        "pt": [(1.0, "minha semana|a semana toda|semana toda|semana inteira|toda a semana"
                     "|reunioes da semana")],
    },
    "export": {
        "en": [
            (1.0, "study sheet|studysheet|export|pdf|docx|word document|print|printable"
                  "|handout|worksheet|make a sheet|notes sheet|summary sheet"),
            (0.7, "sheet|summary|notes"),
        ],
        "es": [
            (1.0, "hoja de estudio|hoja de trabajo|exportar|pdf|docx|documento de word"
                  "|imprimir|imprimible|ficha de estudio|hoja de notas"),
            (0.7, "hoja|ficha|resumen|apuntes"),
        ],
        "pt": [
            (1.0, "folha de estudo|folha de trabalho|exportar|pdf|docx|documento do word"
                  "|imprimir|ficha de estudo|folha de notas"),
            (0.7, "folha|ficha|resumo|anotacoes"),
        ],
    },
}

SUBJECT_GROUPS: frozenset[tuple[str, float]] = frozenset(
    {("life", 1.0), ("life", 0.5), ("apologetics", 0.6)})
# Cue words of the life group that are ways of asking, not the subject.
NOT_SUBJECT = frozenset(
    ("how to cope", "cope with", "coping", "advice", "help with", "como afrontar",
     "como superar", "como sobrellevar", "como lidiar", "consejo", "consejos", "ayuda con",
     "como lidar", "como enfrentar", "conselho", "conselhos", "ajuda com"))
