"""Two study articles in English, written for this project (see study_articles.py for the
line format)."""

from __future__ import annotations

PATIENCE = """
title: Keep Growing in Patience
topic: patience
songs: 114 144
theme: 21:7:8
focus: How Jehovah's patience with us moves us to be patient with others, and practical \
ways to keep growing in this quality.
? 1-2 | What is patience, and why can it be hard to show it?
¶ Have you ever stood in a long line while the person in front of you seemed to take \
forever? Most of us have felt our patience run thin in moments like that. Patience is the \
ability to wait calmly and to bear with something unpleasant without becoming angry or \
giving up.{fn} It is part of the fruitage of God's spirit. ({c 48:5:22})
¶ Showing patience is not always easy. We live among people who want everything at once, \
and our own imperfection makes us quick to react. Still, the Bible says that a patient \
spirit is better than a proud one. {read 21:7:8} In this article we will see how Jehovah \
shows patience, how we can imitate him and what helps us to keep growing in this quality.
## JEHOVAH SETS THE EXAMPLE
? 3 | How has Jehovah shown patience toward humans?
¶ Jehovah is the greatest example of patience. When he described himself to Moses, he said \
that he is slow to anger and abundant in loyal love. ({c 2:34:6}) For centuries he bore with \
the Israelites, sending prophets to warn them again and again. ({c 16:9:30}) He did not give \
up on his people, even when they tested him repeatedly.
? 4 | Why is Jehovah still patient today?
¶ Jehovah is still patient today because he wants people to live. The apostle Peter \
explained that God is not slow about his promise; rather, he is patient because he does \
not want anyone to be destroyed but wants all to reach repentance. {read 61:3:9} Every year \
that passes gives more people the opportunity to learn about him.
? 5, 6 | What can we learn from the way Jehovah is patient with each of us?
¶ Jehovah is also patient with each one of us personally. He knows that we sometimes repeat \
the same mistakes, yet he does not rush to condemn us.{fn} Instead, he gives us time to \
change and helps us to do so.
¶ When we think about how patient Jehovah has been with us, we feel moved to treat others \
the same way. If God gives us time to improve, should we not give our brothers and sisters \
that same time? Remembering his patience makes it easier to overlook the small faults of \
others. ({c 51:3:13})
[figure] A sister waits calmly while an older publisher slowly climbs the stairs on the \
way to a return visit.
## HOW WE CAN IMITATE JEHOVAH
? 7 | How can love help us to be patient?
¶ Love is the root of patience. The Bible mentions patience first when it describes what \
love is. {read 46:13:4} When we truly care about someone, we are willing to wait for him and \
to put up with his weaknesses. So one way to grow in patience is to grow in love for the \
people around us.
? 8 | (a) What does the example of the farmer teach us? (b) How can we apply that lesson?
¶ The disciple James used the example of a farmer. {read 59:5:7, 8} A farmer plants the seed \
and then waits for the early and the late rains; he knows that he cannot hurry the harvest. \
In the same way, spiritual growth in ourselves and in others takes time. We apply the \
lesson when we keep doing our part faithfully and leave the results to Jehovah, without \
demanding quick progress from the people we teach.
? 9-10 | How can patience help us in the family and in the congregation?
¶ In the family, patience makes daily life more peaceful. A patient parent takes time to \
listen before correcting a child, and a patient husband or wife does not react harshly to \
a weakness seen many times before. The Bible says that a person who is slow to anger shows \
great discernment. ({c 20:14:29})
¶ In the congregation, we work with people of many backgrounds and personalities. Paul \
urged Christians to be patient toward all. ({c 52:5:14}) When a brother forgets an \
assignment or a sister speaks without thinking, patience helps us to respond calmly and to \
preserve the peace of the congregation.
[box] WHEN SOMEONE TESTS YOUR PATIENCE || Stop before you answer. A few seconds of silence \
can keep a hasty word from hurting someone. || Ask yourself how Jehovah has dealt with you. \
Remembering his mercy softens our reaction. || Look for a reason to be understanding. The \
other person may be tired, worried or ill.
## KEEP GROWING IN PATIENCE
? 11 | Why should we pray for patience?
¶ Patience is part of the fruitage of God's holy spirit, so we can ask Jehovah for help to \
show it. When we feel our patience running out, a short, silent prayer can calm us. Paul \
encouraged Christians to persevere in prayer and to endure under difficulties. \
({c 45:12:12}) Jehovah gives his spirit to those who ask him.
? 12 | How can the examples of faithful servants of the past strengthen us?
¶ The Bible contains many examples of people who waited patiently for Jehovah. The prophet \
Micah lived in a time of violence and corruption, yet he said that he would wait for the \
God of his salvation. ({c 33:7:7}) Reading about such faithful ones strengthens us, because \
they show that waiting on Jehovah is never in vain.
? 13, 14 | What helps us to wait patiently for Jehovah's promises?
¶ Some of us have been waiting many years for the end of this system. It is natural to \
feel tired at times. The psalmist advised us to keep silent before Jehovah and to wait for \
him, without becoming upset because of the wicked. {read 19:37:7} Trust in Jehovah's timing \
helps us to wait without bitterness.
¶ We are also helped by keeping busy in his service. We are encouraged to imitate those who \
through faith and patience inherit the promises. ({c 58:6:12}) When we fill our days with \
good work, the time of waiting becomes a time of growth. As Jeremiah wrote, it is good to \
wait quietly for Jehovah's salvation. ({c 25:3:26})
? 15 | What blessings come to those who keep growing in patience?
¶ Patience brings many blessings. Patient people enjoy better relationships, because others \
feel safe and respected around them. They also suffer less stress, since they do not let \
every delay or annoyance steal their joy. Above all, patience pleases Jehovah and reflects \
his own personality.
? 16 | What are you determined to do?
¶ Patience is not learned in one day; it grows as we keep choosing it in small matters. We \
are determined to keep asking Jehovah for his spirit, to keep learning from his example and \
to keep showing love to the people around us. Then we will see for ourselves that the end \
of a matter is truly better than its beginning.
[fn] The Greek word often rendered “patience” literally means “long-spiritedness”: the \
ability to endure for a long time without losing one's temper.
[fn] This does not mean that Jehovah overlooks serious sin; he is patient with those who \
sincerely want to change.
[review] Why is Jehovah patient with humans?
[review] How can we imitate Jehovah's patience in the family and in the congregation?
[review] What helps us to wait patiently for Jehovah?
"""

KINDNESS = """
title: Let Kindness Guide Your Words
topic: kindness
songs: 77 135
theme: 51:4:6
focus: How we can use our words to build others up, even when we are tired, hurt or under \
pressure.
? 1 | Why do our words matter so much?
¶ Words are powerful. A single sentence can lift someone's spirits for a whole day, or it \
can leave a wound that lasts for years. The Bible says that thoughtless speech is like the \
stabs of a sword, but the tongue of the wise brings healing. {read 20:12:18} That is why \
Jehovah cares about how we speak.
? 2 | What will we consider in this article?
¶ Paul counseled Christians to let their words always be gracious, seasoned with salt. \
({c 51:4:6}) In this article we will consider where kind words come from, how we can \
choose them in difficult moments and how kind speech strengthens our families and our \
congregation.
## KIND WORDS COME FROM A KIND HEART
? 3-4 | According to Jesus, where do our words come from, and what does that teach us?
¶ Jesus taught that out of the abundance of the heart the mouth speaks. {read 42:6:45} Our \
words reveal what we have been thinking and feeling. If our heart is full of resentment, \
harsh words will eventually come out, no matter how hard we try to hold them back.
¶ So the first step to kinder speech is to work on the heart. When we fill our mind with \
good things, such as what we read in the Bible, kind words come more naturally. David \
prayed that both the sayings of his mouth and the meditation of his heart would be pleasing \
to Jehovah. ({c 19:19:14})
? 5 | Why is it important to control the tongue?
¶ The tongue is a small part of the body, but it can cause great damage. James compared it \
to a small fire that sets a large forest ablaze. ({c 59:3:5}) One careless remark can \
destroy a friendship that took years to build, so we need to think before we speak.
[figure] At the end of a long day, a father chooses calm words while his son tells him \
about a problem at school.
## CHOOSE KIND WORDS IN DIFFICULT MOMENTS
? 6, 7 | How can a mild answer help when someone is angry with us?
¶ When someone speaks to us angrily, our first impulse may be to answer in the same tone. \
But Proverbs says that a mild answer turns away rage, while a harsh word stirs up anger. \
{read 20:15:1} A calm reply gives the other person time to cool down.
¶ Think of a sister whose neighbor complains loudly about the noise of her children. \
Instead of defending herself, she apologizes and promises to be more careful. The neighbor \
calms down and later even thanks her. A gentle response often changes the tone of the \
whole conversation.
? 8 | (a) What kind of words should we avoid? (b) What kind of words should we choose \
instead?
¶ Paul told Christians not to let any rotten word come out of their mouth. ({c 49:4:29}) \
That includes insults, sarcasm{fn} and gossip, which tear others down. Instead, we should \
choose words that build up, words that fit the need of the moment and give something good \
to those who hear them.
? 9 | Why is timing important when we speak?
¶ Even a good word needs the right moment. The Bible compares a word spoken at the right \
time to apples of gold in silver carvings. ({c 20:25:11}) Counsel given while someone is \
upset may not be heard, but the same words offered later, in private and with warmth, can \
reach the heart.
## KIND WORDS AT HOME AND IN THE CONGREGATION
? 10-11 | How can family members use kind words with one another?
¶ At home we are relaxed, and it is easy to forget our manners. Yet those closest to us \
deserve our kindest words. Paul urged Christians to be kind to one another and tenderly \
compassionate, forgiving one another freely. {read 49:4:32}
¶ A husband who thanks his wife for a meal, a wife who praises her husband's efforts and \
parents who commend their children before correcting them all build a warm home. Simple \
expressions such as “please,” “thank you” and “I'm sorry” keep the family united.
? 12 | How can we encourage those who are tired or discouraged?
¶ Many in the congregation carry heavy burdens that we cannot see. Isaiah spoke of using \
the tongue of the taught to answer the tired one with the right word. ({c 23:50:4}) A \
short, sincere word of appreciation after a meeting can give a weary brother or sister the \
strength to keep going. ({c 52:5:11})
[box] THREE QUESTIONS BEFORE YOU SPEAK || Is it true? Repeating what we have not checked \
can harm someone's good name. || Is it kind? Even a true statement can be said in a way \
that hurts. || Is it needed? Sometimes the kindest choice is to stay silent.
? 13 | What example did Boaz set?
¶ Boaz, a man of Bethlehem, noticed Ruth, a foreign widow working hard in his field. He \
spoke to her with respect and praised her loyalty to her mother-in-law. Ruth said that he \
had comforted her and had spoken reassuringly to her. ({c 8:2:13}) His kind words gave her \
courage in a difficult time.
## KEEP CHOOSING KIND WORDS
? 14 | Why should we remember that we will give an account for our words?
¶ Jesus warned that people will render an account for every unprofitable word they \
speak.{fn} ({c 40:12:36, 37}) This reminds us that our speech matters to Jehovah. He \
notices when we choose to speak kindly, even when no one else does.
? 15, 16 | What blessings come from speaking with kindness?
¶ Pleasant words are like a honeycomb, sweet to the soul and healing to the bones. \
({c 20:16:24}) Kind speech makes others feel safe with us, and it opens doors for the good \
news in our ministry.
¶ Kind words also bless the one who speaks them. When we choose them, we have fewer regrets \
and enjoy more peaceful relationships. Above all, we please Jehovah, who uses his own words \
to comfort and encourage us. Let us keep asking him to help us let kindness guide every \
word we say.
[fn] Sarcasm is speech that says one thing but means the opposite in order to mock or hurt.
[fn] “Unprofitable” here refers to words that are careless or worthless, not to every \
ordinary conversation.
[review] Why does Jehovah care about the way we speak?
[review] How can we choose kind words when someone is angry with us?
[review] How can kind words strengthen our family and congregation?
"""

ARTICLES = (PATIENCE, KINDNESS)
