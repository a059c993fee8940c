/** The 0.9.2 patch notes' text in French: the paragraphs, headings, table and list of its rich text (posts.ts). */
export const PATCH_092_FR = {
  paragraphs: [
    'Le patch 0.9.2 est disponible pour tous les joueurs de la bêta ouverte. C’est le plus gros patch d’équilibrage depuis le début du test, et ce journal explique le raisonnement derrière chaque changement, pas seulement les chiffres. La liste complète se trouve dans les notes de patch sur Steam.',
    'Iron Maiden. Son taux de victoire en classé atteignait 58 % au-dessus d’Or et 61 % dans le top 500, et le reproche que nous avons le plus entendu n’était pas qu’elle était trop forte, mais qu’elle était ennuyeuse à affronter. « Carapace hérissée » ne se déclenche désormais que si l’attaquant obtient un résultat inférieur à ses dés de Défense, et non plus inférieur ou égal, et « Chaîne de halage » ne retire plus la prochaine attaque du combattant attiré, seulement son prochain déplacement. Elle reste la meilleure ancre du jeu ; elle n’est simplement plus la réponse à toutes les questions.',
    'Tempest. « Charge statique » n’avait aucun plafond, et une Tempest patiente pouvait accumuler quatre ou cinq Charges pour effacer un combattant en pleine santé en une seule Impulsion. Les Charges sont désormais plafonnées à 2. En compensation, le rebond d’« Éclair en chaîne » ne frappe plus ses propres alliés à pleine puissance : il lance un dé de moins, comme l’infobulle l’a toujours affirmé.',
    'L’économie de l’Impulsion 3. Les effets de fin de Cycle se résolvaient par ordre de Mobilité, si bien que les combattants rapides se soignaient toujours avant que les combattants lents ne subissent leurs dégâts de Saignement. À partir de ce patch, tous les effets de fin de Cycle se résolvent simultanément. C’est le genre de changement que personne n’a demandé et qui règle une dizaine de petits problèmes d’un coup. Krakhul et Kael en profitent tous les deux, discrètement.',
    'Changements mineurs : la Mobilité de base d’Iron Maiden passe de 3 à 2, et les PV de base de Tempest passent de 4 à 5 maintenant que ses pics de dégâts ont un plafond ; la portée d’« Œil du charognard » de Corvina est désormais égale à sa portée d’attaque ; les « Plaques d’os » d’Ossian sont affichées sur son portrait ; les Asservis de Morgrave ne comptent plus comme des combattants pour « Instinct de meute ».',
    'Nous examinerons de nouveau les données dans deux semaines. Continuez à nous envoyer vos signalements via le formulaire d’avis du site ; joignez-y un fichier de replay si vous le pouvez, cela nous facilite grandement la vie.',
  ],
  headings: {
    ironMaiden: 'Iron Maiden',
    tempest: 'Tempest',
    impulse3: 'L’économie de l’Impulsion 3',
    atAGlance: 'En bref',
  },
  table: {
    head: ['Combattant', 'Changement', 'Avant', 'Après'],
    rows: [
      ['Iron Maiden', 'Mobilité de base', '3', '2'],
      ['Tempest', 'Plafond de « Charge statique »', 'Aucun', '2'],
      ['Tempest', 'PV de base', '4', '5'],
    ],
  },
  badges: { nerf: 'Nerf', buff: 'Buff', fix: 'Correctif' },
  list: [
    '« Carapace hérissée » ne se déclenche plus que sur un résultat inférieur, et non plus égal.',
    '« Éclair en chaîne » lance un dé de moins contre les alliés, et non plus tous ses dés.',
    'Les effets de fin de Cycle se résolvent tous en même temps.',
    'Les Asservis de Morgrave ne comptent plus pour « Instinct de meute ».',
  ],
};
