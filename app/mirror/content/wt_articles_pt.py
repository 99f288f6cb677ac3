"""Dois artigos de estudo em português, escritos para este projeto (o formato das linhas
está em study_articles.py)."""

from __future__ import annotations

PATIENCE = """
title: Continue crescendo em paciência
topic: a paciência
songs: 114 144
theme: 21:7:8
focus: Como a paciência que Jeová tem conosco nos motiva a ser pacientes com os outros, e \
o que nos ajuda a continuar crescendo nessa qualidade.
? 1-2 | O que é paciência, e por que pode ser difícil mostrá-la?
¶ Você já esteve numa fila longa enquanto a pessoa da frente parecia nunca terminar? Quase \
todos nós já sentimos a paciência acabar em momentos assim. Paciência é a capacidade de \
esperar com calma e de suportar algo desagradável sem ficar irado nem desistir.{fn} Ela faz \
parte do fruto do espírito de Deus. ({c 48:5:22})
¶ Mostrar paciência nem sempre é fácil. Vivemos cercados de pessoas que querem tudo na \
hora, e a nossa imperfeição nos faz reagir rápido. Mesmo assim, a Bíblia diz que um \
espírito paciente é melhor do que um espírito orgulhoso. {read 21:7:8} Neste artigo, vamos \
ver como Jeová mostra paciência, como podemos imitá-lo e o que nos ajuda a continuar \
crescendo nessa qualidade.
## JEOVÁ DÁ O EXEMPLO
? 3 | Como Jeová tem mostrado paciência com os humanos?
¶ Jeová é o maior exemplo de paciência. Quando se descreveu a Moisés, ele disse que é \
lento para se irar e cheio de amor leal. ({c 2:34:6}) Durante séculos ele suportou os \
israelitas e enviou profetas para avisá-los vez após vez. ({c 16:9:30}) Ele não desistiu \
do seu povo, mesmo quando o puseram à prova muitas vezes.
? 4 | Por que Jeová continua sendo paciente hoje?
¶ Jeová continua sendo paciente hoje porque quer que as pessoas vivam. O apóstolo Pedro \
explicou que Deus não demora a cumprir sua promessa, mas é paciente porque não deseja que \
ninguém seja destruído, e sim que todos cheguem ao arrependimento. {read 61:3:9} Cada ano \
que passa dá a mais pessoas a oportunidade de conhecê-lo.
? 5, 6 | O que aprendemos da paciência que Jeová tem com cada um de nós?
¶ Jeová também é paciente com cada um de nós. Ele sabe que às vezes repetimos os mesmos \
erros, mas não se apressa em nos condenar.{fn} Em vez disso, ele nos dá tempo para mudar e \
nos ajuda a conseguir isso.
¶ Quando pensamos em como Jeová tem sido paciente conosco, nos sentimos motivados a tratar \
os outros da mesma forma. Se Deus nos dá tempo para melhorar, será que não devemos dar esse \
mesmo tempo aos nossos irmãos? Lembrar da paciência dele nos ajuda a relevar os pequenos \
defeitos dos outros. ({c 51:3:13})
[figure] Uma irmã espera com calma enquanto uma publicadora idosa sobe devagar a escada \
para fazer uma revisita.
## COMO PODEMOS IMITAR JEOVÁ
? 7 | Como o amor nos ajuda a ser pacientes?
¶ O amor é a raiz da paciência. Quando a Bíblia descreve o amor, a primeira coisa que ela \
menciona é a paciência. {read 46:13:4} Se alguém é realmente importante para nós, estamos \
dispostos a esperar por ele e a suportar suas fraquezas. Assim, uma maneira de crescer em \
paciência é crescer em amor pelas pessoas à nossa volta.
? 8 | a) O que o exemplo do lavrador nos ensina? b) Como podemos aplicar essa lição?
¶ O discípulo Tiago usou o exemplo de um lavrador. {read 59:5:7, 8} O lavrador planta a \
semente e depois espera as chuvas do outono e da primavera; ele sabe que não pode apressar \
a colheita. Da mesma forma, o crescimento espiritual, o nosso e o dos outros, leva tempo. \
Aplicamos a lição quando continuamos fazendo fielmente a nossa parte e deixamos os \
resultados nas mãos de Jeová, sem exigir progresso rápido das pessoas que ensinamos.
? 9-10 | Como a paciência nos ajuda na família e na congregação?
¶ Na família, a paciência torna a vida diária mais pacífica. Um pai paciente tira tempo \
para escutar antes de corrigir o filho, e um marido ou uma esposa pacientes não reagem com \
dureza a uma fraqueza que já viram muitas vezes. A Bíblia diz que quem é lento para se \
irar mostra muito discernimento. ({c 20:14:29})
¶ Na congregação, trabalhamos com pessoas de muitas origens e personalidades. Paulo \
incentivou os cristãos a ser pacientes com todos. ({c 52:5:14}) Quando um irmão esquece uma \
designação ou uma irmã fala sem pensar, a paciência nos ajuda a responder com calma e a \
manter a paz da congregação.
[box] QUANDO ALGUÉM TESTA A SUA PACIÊNCIA || Pare antes de responder. Alguns segundos de \
silêncio podem impedir que uma palavra precipitada magoe alguém. || Pergunte-se como Jeová \
tem tratado você. Lembrar da misericórdia dele suaviza a nossa reação. || Procure um \
motivo para ser compreensivo. Talvez a outra pessoa esteja cansada, preocupada ou doente.
## CONTINUE CRESCENDO EM PACIÊNCIA
? 11 | Por que devemos orar pedindo paciência?
¶ A paciência faz parte do fruto do espírito santo de Deus, por isso podemos pedir a ajuda \
de Jeová para mostrá-la. Quando sentimos que a paciência está acabando, uma oração curta e \
silenciosa pode nos acalmar. Paulo incentivou os cristãos a perseverar em oração e a \
aguentar as dificuldades. ({c 45:12:12}) Jeová dá seu espírito aos que pedem a ele.
? 12 | Como os exemplos de servos fiéis do passado nos fortalecem?
¶ A Bíblia tem muitos exemplos de pessoas que esperaram com paciência por Jeová. O profeta \
Miqueias viveu numa época de violência e corrupção, mas disse que esperaria pelo Deus da \
sua salvação. ({c 33:7:7}) Ler sobre esses servos fiéis nos fortalece, porque eles mostram \
que esperar em Jeová nunca é em vão.
? 13, 14 | O que nos ajuda a esperar com paciência pelas promessas de Jeová?
¶ Alguns de nós estão esperando há muitos anos pelo fim deste sistema. É natural nos \
sentirmos cansados às vezes. O salmista aconselhou ficar em silêncio diante de Jeová e \
esperar por ele, sem ficar irritado por causa dos maus. {read 19:37:7} Confiar no tempo \
escolhido por Jeová nos ajuda a esperar sem amargura.
¶ Também nos ajuda continuar ocupados no serviço dele. Somos incentivados a imitar aqueles \
que, pela fé e pela paciência, herdam as promessas. ({c 58:6:12}) Quando enchemos nossos \
dias de boas obras, o tempo de espera se torna um tempo de crescimento. Como escreveu \
Jeremias, é bom esperar em silêncio pela salvação de Jeová. ({c 25:3:26})
? 15 | Que bênçãos recebem os que continuam crescendo em paciência?
¶ A paciência traz muitas bênçãos. Pessoas pacientes têm relacionamentos melhores, porque \
os outros se sentem seguros e respeitados perto delas. Elas também sofrem menos estresse, \
pois não deixam que cada atraso ou incômodo roube a sua alegria. Acima de tudo, a \
paciência agrada a Jeová e reflete a personalidade dele.
? 16 | O que você está decidido a fazer?
¶ A paciência não se aprende num dia; ela cresce à medida que a escolhemos nas coisas \
pequenas. Estamos decididos a continuar pedindo a Jeová o seu espírito, a continuar \
aprendendo do exemplo dele e a continuar mostrando amor às pessoas à nossa volta. Assim \
veremos por nós mesmos que o fim de um assunto é mesmo melhor do que o seu começo.
[fn] A palavra grega muitas vezes traduzida “paciência” significa literalmente \
“longanimidade”: a capacidade de aguentar por muito tempo sem perder a calma.
[fn] Isso não quer dizer que Jeová ignore pecados graves; ele é paciente com os que \
sinceramente querem mudar.
[review] Por que Jeová é paciente com os humanos?
[review] Como podemos imitar a paciência de Jeová na família e na congregação?
[review] O que nos ajuda a esperar com paciência por Jeová?
"""

KINDNESS = """
title: Deixe a bondade guiar suas palavras
topic: a bondade
songs: 77 135
theme: 51:4:6
focus: Como podemos usar nossas palavras para fortalecer os outros, mesmo quando estamos \
cansados, magoados ou sob pressão.
? 1 | Por que nossas palavras são tão importantes?
¶ As palavras têm muito poder. Uma única frase pode animar alguém o dia inteiro ou deixar \
uma ferida que dura anos. A Bíblia diz que falar sem pensar é como golpes de espada, mas \
que a língua dos sábios traz cura. {read 20:12:18} É por isso que Jeová se importa com a \
maneira como falamos.
? 2 | O que vamos considerar neste artigo?
¶ Paulo aconselhou os cristãos a deixar que suas palavras fossem sempre agradáveis, \
temperadas com sal. ({c 51:4:6}) Neste artigo, vamos considerar de onde vêm as palavras \
bondosas, como escolhê-las em momentos difíceis e como elas fortalecem nossa família e \
nossa congregação.
## PALAVRAS BONDOSAS VÊM DE UM CORAÇÃO BONDOSO
? 3-4 | Segundo Jesus, de onde vêm as nossas palavras, e o que isso nos ensina?
¶ Jesus ensinou que a boca fala daquilo que o coração está cheio. {read 42:6:45} Nossas \
palavras revelam o que temos pensado e sentido. Se o coração está cheio de ressentimento, \
mais cedo ou mais tarde sairão palavras duras, por mais que tentemos segurá-las.
¶ Por isso, o primeiro passo para falar com mais bondade é trabalhar no coração. Quando \
enchemos a mente de coisas boas, como o que lemos na Bíblia, as palavras bondosas saem com \
mais naturalidade. Davi orou para que tanto as palavras da sua boca como a meditação do \
seu coração agradassem a Jeová. ({c 19:19:14})
? 5 | Por que é importante controlar a língua?
¶ A língua é uma parte pequena do corpo, mas pode causar muito estrago. Tiago a comparou a \
um pequeno fogo que incendeia uma grande floresta. ({c 59:3:5}) Um comentário descuidado \
pode destruir uma amizade que levou anos para ser construída, por isso precisamos pensar \
antes de falar.
[figure] No fim de um dia longo, um pai escolhe palavras calmas enquanto o filho conta um \
problema que teve na escola.
## ESCOLHA PALAVRAS BONDOSAS EM MOMENTOS DIFÍCEIS
? 6, 7 | Como uma resposta branda ajuda quando alguém está irritado conosco?
¶ Quando alguém fala conosco com raiva, nosso primeiro impulso pode ser responder no mesmo \
tom. Mas Provérbios diz que a resposta branda acalma a fúria, ao passo que a palavra dura \
provoca a ira. {read 20:15:1} Uma resposta calma dá à outra pessoa tempo para se acalmar.
¶ Pense numa irmã cuja vizinha reclama em voz alta do barulho dos filhos dela. Em vez de \
se defender, ela pede desculpas e promete ter mais cuidado. A vizinha se acalma e depois \
até agradece. Uma resposta gentil muitas vezes muda o tom de toda a conversa.
? 8 | a) Que palavras devemos evitar? b) Que palavras devemos escolher em vez disso?
¶ Paulo disse aos cristãos que não deixassem sair da boca nenhuma palavra podre. \
({c 49:4:29}) Isso inclui insultos, sarcasmo{fn} e fofocas, que derrubam os outros. Em vez \
disso, devemos escolher palavras que edificam, palavras que atendem à necessidade do \
momento e fazem bem a quem as ouve.
? 9 | Por que é importante escolher o momento certo para falar?
¶ Até uma boa palavra precisa do momento certo. A Bíblia compara uma palavra dita na hora \
certa a maçãs de ouro em enfeites de prata. ({c 20:25:11}) Um conselho dado quando alguém \
está nervoso talvez não seja ouvido, mas as mesmas palavras, ditas mais tarde, em \
particular e com carinho, podem tocar o coração.
## PALAVRAS BONDOSAS EM CASA E NA CONGREGAÇÃO
? 10-11 | Como os membros da família podem usar palavras bondosas uns com os outros?
¶ Em casa ficamos à vontade, e é fácil esquecer as boas maneiras. Mas as pessoas mais \
próximas merecem as nossas palavras mais bondosas. Paulo incentivou os cristãos a ser \
bondosos uns com os outros e ternamente compassivos, perdoando-se de boa vontade. \
{read 49:4:32}
¶ Um marido que agradece à esposa pela refeição, uma esposa que elogia os esforços do \
marido e pais que elogiam os filhos antes de corrigi-los constroem um lar acolhedor. \
Expressões simples como “por favor”, “obrigado” e “desculpe” mantêm a família unida.
? 12 | Como podemos animar os que estão cansados ou desanimados?
¶ Muitos na congregação carregam fardos pesados que não vemos. Isaías falou de usar a \
língua dos instruídos para responder ao cansado com a palavra certa. ({c 23:50:4}) \
Algumas palavras curtas e sinceras de apreço depois de uma reunião podem dar a um irmão \
cansado a força para continuar. ({c 52:5:11})
[box] TRÊS PERGUNTAS ANTES DE FALAR || É verdade? Repetir o que não confirmamos pode \
prejudicar o bom nome de alguém. || É bondoso? Até algo verdadeiro pode ser dito de um \
jeito que magoa. || É necessário? Às vezes, a escolha mais bondosa é ficar calado.
? 13 | Que exemplo Boaz deixou?
¶ Boaz, um homem de Belém, notou Rute, uma viúva estrangeira que trabalhava duro no campo \
dele. Ele falou com ela com respeito e elogiou a lealdade dela à sogra. Rute disse que ele \
a tinha consolado e tinha falado com ela de modo tranquilizador. ({c 8:2:13}) As palavras \
bondosas dele lhe deram coragem num momento difícil.
## CONTINUE ESCOLHENDO PALAVRAS BONDOSAS
? 14 | Por que devemos lembrar que prestaremos contas pelas nossas palavras?
¶ Jesus avisou que as pessoas prestarão contas de toda palavra inútil que \
disserem.{fn} ({c 40:12:36, 37}) Isso nos lembra que a nossa maneira de falar importa para \
Jeová. Ele percebe quando escolhemos falar com bondade, mesmo quando ninguém mais nota.
? 15, 16 | Que bênçãos vêm de falar com bondade?
¶ Palavras agradáveis são como um favo de mel: doces para a alma e curativas para os \
ossos. ({c 20:16:24}) Falar com bondade faz os outros se sentirem seguros conosco e abre \
portas para as boas novas na nossa pregação.
¶ Palavras bondosas também abençoam quem as diz. Quando as escolhemos, temos menos do que \
nos arrepender e desfrutamos de relacionamentos mais pacíficos. Acima de tudo, agradamos a \
Jeová, que usa as suas próprias palavras para nos consolar e animar. Vamos continuar \
pedindo que ele nos ajude a deixar a bondade guiar tudo o que dizemos.
[fn] Sarcasmo é falar uma coisa querendo dizer o contrário, para zombar ou magoar.
[fn] “Inútil” aqui se refere a palavras descuidadas ou sem valor, não a qualquer conversa \
normal.
[review] Por que Jeová se importa com a maneira como falamos?
[review] Como podemos escolher palavras bondosas quando alguém se irrita conosco?
[review] Como as palavras bondosas fortalecem a família e a congregação?
"""

ARTICLES = (PATIENCE, KINDNESS)
