"""Dos artículos de estudio en español, escritos para este proyecto (el formato de las
líneas está en study_articles.py)."""

from __future__ import annotations

PATIENCE = """
title: Sigamos creciendo en paciencia
topic: la paciencia
songs: 114 144
theme: 21:7:8
focus: Cómo la paciencia que Jehová nos tiene nos mueve a ser pacientes con los demás, y \
qué nos ayuda a seguir creciendo en esta cualidad.
? 1, 2 | ¿Qué es la paciencia, y por qué puede costarnos mostrarla?
¶ ¿Alguna vez ha estado en una fila larga mientras la persona de delante parecía no \
terminar nunca? A casi todos se nos ha agotado la paciencia en momentos así. La paciencia \
es la capacidad de esperar con calma y de soportar algo desagradable sin enojarnos ni \
darnos por vencidos.{fn} Forma parte del fruto del espíritu de Dios. ({c 48:5:22})
¶ Mostrar paciencia no siempre es fácil. Vivimos rodeados de personas que lo quieren todo \
enseguida, y nuestra imperfección hace que reaccionemos rápido. Aun así, la Biblia dice \
que un espíritu paciente es mejor que uno orgulloso. {read 21:7:8} En este artículo veremos \
cómo muestra Jehová paciencia, cómo podemos imitarlo y qué nos ayuda a seguir creciendo en \
esta cualidad.
## JEHOVÁ NOS DA EL EJEMPLO
? 3 | ¿Cómo ha mostrado Jehová paciencia con los seres humanos?
¶ Jehová es el mayor ejemplo de paciencia. Cuando se describió a sí mismo ante Moisés, dijo \
que es lento para la ira y abundante en amor leal. ({c 2:34:6}) Durante siglos soportó a \
los israelitas y les envió profetas para advertirles una y otra vez. ({c 16:9:30}) No \
abandonó a su pueblo, ni siquiera cuando lo pusieron a prueba muchas veces.
? 4 | ¿Por qué sigue siendo paciente Jehová hoy?
¶ Jehová sigue siendo paciente hoy porque quiere que las personas vivan. El apóstol Pedro \
explicó que Dios no es lento respecto a su promesa, sino que es paciente porque no desea \
que nadie sea destruido, sino que todos lleguen al arrepentimiento. {read 61:3:9} Cada año \
que pasa da a más personas la oportunidad de conocerlo.
? 5, 6 | ¿Qué aprendemos de la paciencia que Jehová tiene con cada uno de nosotros?
¶ Jehová también es paciente con cada uno de nosotros. Sabe que a veces repetimos los \
mismos errores, pero no se apresura a condenarnos.{fn} Más bien, nos da tiempo para cambiar \
y nos ayuda a lograrlo.
¶ Cuando pensamos en lo paciente que Jehová ha sido con nosotros, nos sentimos impulsados a \
tratar igual a los demás. Si Dios nos da tiempo para mejorar, ¿no deberíamos dar ese mismo \
tiempo a nuestros hermanos? Recordar su paciencia nos ayuda a pasar por alto los pequeños \
defectos de otros. ({c 51:3:13})
[figure] Una hermana espera con calma mientras una publicadora mayor sube despacio las \
escaleras para hacer una revisita.
## CÓMO PODEMOS IMITAR A JEHOVÁ
? 7 | ¿Cómo nos ayuda el amor a ser pacientes?
¶ El amor es la raíz de la paciencia. Cuando la Biblia describe el amor, lo primero que \
menciona es la paciencia. {read 46:13:4} Si de verdad nos importa alguien, estamos \
dispuestos a esperarlo y a soportar sus debilidades. Así que una manera de crecer en \
paciencia es crecer en amor por quienes nos rodean.
? 8 | a) ¿Qué nos enseña el ejemplo del agricultor? b) ¿Cómo podemos aplicar esa lección?
¶ El discípulo Santiago usó el ejemplo de un agricultor. {read 59:5:7, 8} El agricultor \
siembra la semilla y luego espera las lluvias tempranas y las tardías; sabe que no puede \
apresurar la cosecha. Del mismo modo, el crecimiento espiritual, el nuestro y el de los \
demás, lleva tiempo. Aplicamos la lección cuando seguimos haciendo fielmente nuestra parte \
y dejamos los resultados en manos de Jehová, sin exigir progresos rápidos a las personas \
a las que enseñamos.
? 9-10 | ¿Cómo nos ayuda la paciencia en la familia y en la congregación?
¶ En la familia, la paciencia hace más pacífica la vida diaria. Un padre paciente se toma \
tiempo para escuchar antes de corregir a su hijo, y un esposo o una esposa pacientes no \
reaccionan con dureza ante una debilidad que ya han visto muchas veces. La Biblia dice que \
quien es lento para la ira muestra mucho discernimiento. ({c 20:14:29})
¶ En la congregación trabajamos con personas de muchos orígenes y personalidades. Pablo \
animó a los cristianos a ser pacientes con todos. ({c 52:5:14}) Cuando un hermano olvida \
una asignación o una hermana habla sin pensar, la paciencia nos ayuda a responder con \
calma y a conservar la paz de la congregación.
[box] CUANDO ALGUIEN PONE A PRUEBA SU PACIENCIA || Deténgase antes de contestar. Unos \
segundos de silencio pueden evitar que una palabra precipitada hiera a alguien. || \
Pregúntese cómo lo ha tratado Jehová a usted. Recordar su misericordia suaviza nuestra \
reacción. || Busque un motivo para ser comprensivo. Quizás la otra persona esté cansada, \
preocupada o enferma.
## SIGAMOS CRECIENDO EN PACIENCIA
? 11 | ¿Por qué debemos orar para tener paciencia?
¶ La paciencia forma parte del fruto del espíritu santo de Dios, así que podemos pedirle a \
Jehová ayuda para mostrarla. Cuando sentimos que se nos acaba la paciencia, una oración \
breve y en silencio puede calmarnos. Pablo animó a los cristianos a perseverar en la \
oración y a aguantar en las dificultades. ({c 45:12:12}) Jehová da su espíritu a quienes \
se lo piden.
? 12 | ¿Cómo nos fortalecen los ejemplos de siervos fieles del pasado?
¶ La Biblia contiene muchos ejemplos de personas que esperaron con paciencia a Jehová. El \
profeta Miqueas vivió en una época de violencia y corrupción, pero dijo que esperaría al \
Dios de su salvación. ({c 33:7:7}) Leer sobre estos siervos fieles nos fortalece, porque \
demuestran que esperar en Jehová nunca es en vano.
? 13, 14 | ¿Qué nos ayuda a esperar con paciencia las promesas de Jehová?
¶ Algunos llevamos muchos años esperando el fin de este sistema. Es natural sentirnos \
cansados a veces. El salmista aconsejó guardar silencio ante Jehová y esperarlo, sin \
alterarnos por causa de los malvados. {read 19:37:7} Confiar en el momento que Jehová ha \
escogido nos ayuda a esperar sin amargura.
¶ También nos ayuda mantenernos ocupados en su servicio. Se nos anima a imitar a quienes, \
por la fe y la paciencia, heredan las promesas. ({c 58:6:12}) Cuando llenamos nuestros días \
de buenas obras, el tiempo de espera se convierte en un tiempo de crecimiento. Como \
escribió Jeremías, es bueno esperar en silencio la salvación de Jehová. ({c 25:3:26})
? 15 | ¿Qué bendiciones reciben quienes siguen creciendo en paciencia?
¶ La paciencia trae muchas bendiciones. Las personas pacientes disfrutan de mejores \
relaciones, porque los demás se sienten seguros y respetados a su lado. También sufren \
menos estrés, pues no dejan que cada retraso o molestia les robe la alegría. Sobre todo, la \
paciencia agrada a Jehová y refleja su propia personalidad.
? 16 | ¿Qué está usted decidido a hacer?
¶ La paciencia no se aprende en un día; crece a medida que la elegimos en los asuntos \
pequeños. Estamos decididos a seguir pidiendo a Jehová su espíritu, a seguir aprendiendo de \
su ejemplo y a seguir mostrando amor a quienes nos rodean. Así veremos por nosotros mismos \
que el fin de un asunto es de verdad mejor que su comienzo.
[fn] La palabra griega que a menudo se traduce “paciencia” significa literalmente “largura \
de espíritu”: la capacidad de aguantar mucho tiempo sin perder la calma.
[fn] Esto no significa que Jehová pase por alto el pecado grave; es paciente con quienes \
sinceramente desean cambiar.
[review] ¿Por qué es paciente Jehová con los seres humanos?
[review] ¿Cómo podemos imitar la paciencia de Jehová en la familia y en la congregación?
[review] ¿Qué nos ayuda a esperar con paciencia a Jehová?
"""

KINDNESS = """
title: Que la bondad guíe nuestras palabras
topic: la bondad
songs: 77 135
theme: 51:4:6
focus: Cómo podemos usar nuestras palabras para animar a otros, aun cuando estemos \
cansados, dolidos o bajo presión.
? 1 | ¿Por qué son tan importantes nuestras palabras?
¶ Las palabras tienen mucho poder. Una sola frase puede levantarle el ánimo a alguien todo \
el día o dejarle una herida que dure años. La Biblia dice que hablar sin pensar es como \
dar estocadas con una espada, pero que la lengua de los sabios trae curación. \
{read 20:12:18} Por eso a Jehová le importa cómo hablamos.
? 2 | ¿Qué veremos en este artículo?
¶ Pablo aconsejó a los cristianos que sus palabras fueran siempre agradables, sazonadas \
con sal. ({c 51:4:6}) En este artículo veremos de dónde salen las palabras bondadosas, \
cómo elegirlas en los momentos difíciles y cómo fortalecen a nuestra familia y a nuestra \
congregación.
## LAS PALABRAS BONDADOSAS SALEN DE UN CORAZÓN BONDADOSO
? 3-4 | Según Jesús, ¿de dónde salen nuestras palabras, y qué nos enseña eso?
¶ Jesús enseñó que de la abundancia del corazón habla la boca. {read 42:6:45} Nuestras \
palabras revelan lo que hemos estado pensando y sintiendo. Si el corazón está lleno de \
resentimiento, tarde o temprano saldrán palabras duras, por mucho que intentemos \
contenerlas.
¶ Por eso, el primer paso para hablar con más bondad es trabajar en el corazón. Cuando \
llenamos la mente de cosas buenas, como lo que leemos en la Biblia, las palabras \
bondadosas salen con más naturalidad. David oró para que tanto los dichos de su boca como \
la meditación de su corazón agradaran a Jehová. ({c 19:19:14})
? 5 | ¿Por qué es importante controlar la lengua?
¶ La lengua es una parte pequeña del cuerpo, pero puede causar mucho daño. Santiago la \
comparó con un fuego pequeño que incendia un bosque grande. ({c 59:3:5}) Un comentario \
descuidado puede destruir una amistad que llevó años construir, así que debemos pensar \
antes de hablar.
[figure] Al final de un día largo, un padre elige palabras tranquilas mientras su hijo le \
cuenta un problema que tuvo en la escuela.
## ELIJAMOS PALABRAS BONDADOSAS EN LOS MOMENTOS DIFÍCILES
? 6, 7 | ¿Cómo ayuda una respuesta apacible cuando alguien está enojado con nosotros?
¶ Cuando alguien nos habla con enojo, lo primero que nos sale puede ser contestar en el \
mismo tono. Pero Proverbios dice que una respuesta apacible calma la furia, mientras que \
una palabra dura provoca el enojo. {read 20:15:1} Una respuesta tranquila le da a la otra \
persona tiempo para calmarse.
¶ Pensemos en una hermana cuya vecina se queja en voz alta del ruido de sus hijos. En vez \
de defenderse, ella se disculpa y promete tener más cuidado. La vecina se calma y más \
tarde hasta le da las gracias. Una respuesta amable suele cambiar el tono de toda la \
conversación.
? 8 | a) ¿Qué palabras debemos evitar? b) ¿Qué palabras debemos elegir en su lugar?
¶ Pablo les dijo a los cristianos que no dejaran salir de su boca ninguna palabra podrida. \
({c 49:4:29}) Eso incluye los insultos, el sarcasmo{fn} y los chismes, que derriban a los \
demás. En su lugar, debemos elegir palabras que edifiquen, palabras que respondan a la \
necesidad del momento y que les hagan bien a quienes las escuchan.
? 9 | ¿Por qué es importante el momento en que hablamos?
¶ Hasta una buena palabra necesita el momento oportuno. La Biblia compara una palabra \
dicha a su tiempo con manzanas de oro en adornos de plata. ({c 20:25:11}) Un consejo dado \
cuando alguien está alterado quizás no se escuche, pero las mismas palabras, dichas más \
tarde, en privado y con cariño, pueden llegar al corazón.
## PALABRAS BONDADOSAS EN CASA Y EN LA CONGREGACIÓN
? 10-11 | ¿Cómo pueden los miembros de la familia usar palabras bondadosas entre sí?
¶ En casa estamos relajados, y es fácil olvidar los buenos modales. Sin embargo, los más \
cercanos merecen nuestras palabras más bondadosas. Pablo animó a los cristianos a ser \
bondadosos unos con otros y tiernamente compasivos, perdonándose con generosidad. \
{read 49:4:32}
¶ Un esposo que le agradece a su esposa la comida, una esposa que elogia los esfuerzos de \
su esposo y unos padres que felicitan a sus hijos antes de corregirlos construyen un hogar \
cálido. Expresiones sencillas como “por favor”, “gracias” y “lo siento” mantienen unida a \
la familia.
? 12 | ¿Cómo podemos animar a quienes están cansados o desanimados?
¶ Muchos en la congregación llevan cargas pesadas que no vemos. Isaías habló de usar la \
lengua de los instruidos para responder al cansado con la palabra adecuada. ({c 23:50:4}) \
Unas palabras breves y sinceras de agradecimiento después de una reunión pueden darle a un \
hermano agotado las fuerzas para seguir adelante. ({c 52:5:11})
[box] TRES PREGUNTAS ANTES DE HABLAR || ¿Es verdad? Repetir lo que no hemos comprobado \
puede dañar el buen nombre de alguien. || ¿Es bondadoso? Hasta algo verdadero puede \
decirse de una forma que hiera. || ¿Hace falta? A veces lo más bondadoso es quedarse \
callado.
? 13 | ¿Qué ejemplo dio Boaz?
¶ Boaz, un hombre de Belén, se fijó en Rut, una viuda extranjera que trabajaba duro en su \
campo. Le habló con respeto y elogió su lealtad a su suegra. Rut dijo que él la había \
consolado y le había hablado de forma tranquilizadora. ({c 8:2:13}) Sus palabras \
bondadosas le dieron valor en un momento difícil.
## SIGAMOS ELIGIENDO PALABRAS BONDADOSAS
? 14 | ¿Por qué debemos recordar que rendiremos cuentas por nuestras palabras?
¶ Jesús advirtió que las personas rendirán cuentas por toda palabra inútil que \
digan.{fn} ({c 40:12:36, 37}) Esto nos recuerda que nuestra forma de hablar le importa a \
Jehová. Él se da cuenta cuando elegimos hablar con bondad, aunque nadie más lo note.
? 15, 16 | ¿Qué bendiciones trae hablar con bondad?
¶ Las palabras agradables son como un panal de miel: dulces para el alma y curativas para \
los huesos. ({c 20:16:24}) Hablar con bondad hace que los demás se sientan seguros con \
nosotros y abre puertas a las buenas noticias en nuestra predicación.
¶ Las palabras bondadosas también bendicen a quien las dice. Cuando las elegimos, tenemos \
menos de qué lamentarnos y disfrutamos de relaciones más pacíficas. Sobre todo, agradamos \
a Jehová, que usa sus propias palabras para consolarnos y animarnos. Sigamos pidiéndole \
que nos ayude a dejar que la bondad guíe todo lo que decimos.
[fn] El sarcasmo es hablar diciendo una cosa pero queriendo decir lo contrario, para \
burlarse o para herir.
[fn] “Inútil” aquí se refiere a palabras descuidadas o sin valor, no a cualquier \
conversación normal.
[review] ¿Por qué le importa a Jehová cómo hablamos?
[review] ¿Cómo podemos elegir palabras bondadosas cuando alguien se enoja con nosotros?
[review] ¿Cómo fortalecen las palabras bondadosas a la familia y a la congregación?
"""

ARTICLES = (PATIENCE, KINDNESS)
