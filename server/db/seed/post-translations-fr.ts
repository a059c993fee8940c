import type { PostTranslations } from './content-translation-shapes';

/** The demo dev diary's posts in French, by English title. */
export const POST_TRANSLATIONS_FR: PostTranslations = {
  'Inside the Cycle: How Combat Works in Blood & Mayhem': {
    title: 'Au cœur du Cycle : comment fonctionnent les combats de Blood & Mayhem',
    excerpt:
      'Des dés, des Impulsions et les trois secondes de panique avant de valider vos ordres. Notre concepteur principal des combats décortique un Cycle complet d’une partie.',
    paragraphs: [
      'Quand nous avons commencé à prototyper Blood & Mayhem, une seule règle figurait au tableau blanc : chaque coup porté doit sembler mérité, et chaque coup manqué doit sembler être votre faute, pas celle du jeu. Un jeu de combat tactique vit ou meurt par cette sensation. Ce journal vous fait visiter le système que nous avons construit pour y parvenir.',
      'Une partie se joue en Cycles. Au début de chaque Cycle, les deux joueurs planifient en secret : qui va où, qui attaque qui, quelles capacités garder en réserve. Puis le Cycle se résout en trois Impulsions. À chaque Impulsion, les combattants agissent par ordre de Mobilité, du plus rapide au plus lent, et en cas d’égalité, la priorité revient à celui qui a agi en dernier lors de l’Impulsion précédente. C’est cette seule règle, la Mobilité comme initiative, qui permet à une combattante fragile comme Selene de décider d’une partie avant qu’Iron Maiden ait fait un pas.',
      'Les attaques opposent des dés à des dés. Chaque combattant possède un dé d’Attaque et un dé de Défense, quelque part entre le D2 et le D6. L’attaquant lance, le défenseur lance, et le résultat le plus élevé l’emporte ; les capacités ajoutent des dés, en retirent ou imposent des relances. Nous avons testé des dégâts fixes pendant des mois et sommes toujours revenus aux dés, parce que les dés créent des histoires. Un Oculus et son D2 qui porte le coup fatal à un Grimclaw et son D6, cela arrive environ une fois sur quarante, et les joueurs se souviennent de chacune de ces fois.',
      'C’est dans leurs capacités que les combattants se distinguent vraiment. Les Traits sont toujours actifs. Les capacités Positionnelles dépendent de l’endroit où vous vous tenez : « Tenir la ligne » de Bastion, « Canopée » d’Elderroot. Les Actives vous coûtent votre action de l’Impulsion. Et les capacités d’Impulsion ne peuvent être utilisées que pendant leur propre Impulsion, ce qui est au cœur du jeu psychologique : si vous savez que la « Dispersion » de Corvina est une capacité d’Impulsion 2, vous savez quand ne pas l’attaquer.',
      'Ce dont nous sommes le plus fiers, c’est du peu de place que le hasard occupe dans l’issue d’une partie entre deux bons joueurs. Sur une partie complète, vous lancez quelques centaines de dés, et la loi des grands nombres joue en faveur de celui qui a le mieux planifié. Les dés rendent chaque Cycle tendu ; la planification rend chaque partie équitable.',
      'La prochaine fois, notre directeur artistique Dario vous racontera comment nous avons conçu Vespera, la combattante qui fait notre couverture depuis le tout premier dossier de présentation. Comme toujours, le Discord est ouvert et nous lisons chaque fil du salon consacré au combat.',
    ],
  },
  'Designing Vespera: Anatomy of a Bloodletter': {
    title: 'Concevoir Vespera : anatomie d’une Saigneuse',
    excerpt:
      'D’une trousse de chirurgien à une paire de sabres : comment notre combattante la plus reconnaissable est passée par onze silhouettes avant d’avoir l’air assez dangereuse.',
    paragraphs: [
      'Vespera est la première combattante que nous ayons dessinée et la dernière que nous ayons terminée. Elle figure dans chacun de nos dossiers de présentation depuis 2024 et, pendant la majeure partie de ce temps, quelque chose clochait chez elle. Voici comment nous avons fini par la trouver.',
      'Le brief tenait en une phrase : une duelliste qui devient plus forte à mesure que le combat se prolonge. L’équipe combat avait déjà la mécanique, un Saignement qui s’accumule à chaque Cycle, et nous demandait un personnage capable de rendre cette mécanique personnelle. Nos premières esquisses représentaient une vampire, ce qui était la réponse évidente, et donc la mauvaise. Blood & Mayhem est sombre, mais il s’efforce de ne jamais céder à la facilité.',
      'Le déclic est venu d’un livre sur les instruments chirurgicaux du XVIIIe siècle que Lena, notre concept artist, a déniché dans une brocante. Lancettes, scies à os, garrots : des outils faits pour soigner, dessinés avec une élégance franchement terrifiante. Vespera est devenue médecin, quelqu’un qui sait exactement où couper parce qu’elle a passé sa vie à apprendre où ne pas le faire. Ses sabres sont des lancettes surdimensionnées. Son manteau est un tablier de chirurgien devenu armure.',
      'Dans un jeu où l’on lit le plateau vu du dessus, tout repose sur la silhouette. Nous en avons essayé onze. Les premières étaient trop massives, et on la prenait pour une brute. La version finale est fine et élancée, les deux lames tenues bas et vers l’extérieur, de sorte que même au niveau de zoom le plus faible, on la repère d’un bout à l’autre de l’arène et on sait qu’elle est sur le point de se fendre.',
      'La couleur est venue en dernier. La palette de Vespera oppose un rouge artériel profond à des tons de parchemin, les couleurs d’une planche d’anatomie. Nous gardons ce rouge plus sombre que les effets de sang sur le plateau, pour que les blessures de ses victimes soient toujours plus vives qu’elle. C’est un petit choix, mais il fait que votre regard se porte sur les dégâts qu’elle inflige, pas sur elle.',
      'Son jeu d’animations est en cours de finalisation, et les clips de capacités de sa page de combattante sont encore provisoires. Nous montrerons la version finale de « Pas de lancette » dans un prochain journal. Dites-nous sur le Discord quel combattant vous aimeriez que nous décortiquions ensuite ; pour l’instant, la demande la plus populaire est le Hollow King.',
    ],
  },
  'Netcode Deep Dive: Lockstep, Rollback and a Dice Game': {
    title: 'Plongée dans le netcode : lockstep, rollback et un jeu de dés',
    excerpt:
      'Pourquoi un jeu de combat structuré en tours a quand même besoin de rollback, comment chaque jet de dés reste identique sur les deux machines, et ce que nous ont appris 40 000 parties de test.',
    paragraphs: [
      'On s’étonne souvent qu’un jeu fait de Cycles et de coups planifiés ait besoin d’un netcode sérieux. Blood & Mayhem n’est pas un jeu de baston en temps réel, mais la résolution de chaque Impulsion est animée, les fenêtres de réaction des capacités « En défense » sont courtes, et les joueurs compétitifs remarquent cent millisecondes de latence comme un violoniste remarque une corde désaccordée.',
      'La simulation est entièrement déterministe. Avec les mêmes ordres planifiés et la même graine aléatoire, chaque client calcule le même résultat, bit pour bit. Les jets de dés proviennent d’un générateur initialisé avec une graine sur laquelle les deux joueurs s’accordent au début de la partie, et chaque tirage aléatoire est rattaché à un combattant, une Impulsion et une capacité précis, si bien qu’aucun événement sans rapport ne peut décaler la séquence. Cette dernière partie nous a coûté trois réécritures. Notre première version tirait les nombres dans l’ordre de résolution des capacités, et il suffisait qu’un seul tic de Saignement se résolve une image trop tôt pour désynchroniser toute la partie.',
      'Par-dessus le lockstep, nous utilisons le rollback pour les réactions. Quand vous déclenchez « Riposte » ou « Dispersion », votre client affiche immédiatement le résultat et envoie l’entrée. Si l’entrée de l’adversaire arrive et change l’issue, le client revient au dernier état confirmé, rejoue les deux entrées et raccorde l’animation en douceur. Comme une Impulsion ne comporte qu’une poignée d’entrées déterminantes, notre fenêtre de rollback est minuscule et les corrections sont rarement visibles.',
      'Chaque partie est aussi enregistrée sous la forme d’un fichier de replay de quelques kilo-octets : la graine et les ordres, rien d’autre. Les replays coûtent ainsi très peu à stocker, les bugs de désynchronisation deviennent reproductibles, et c’est la base du mode spectateur que nous utiliserons pour la Crimson Cup.',
      'Pendant le test technique fermé, les joueurs ont disputé un peu plus de 40 000 parties. Le taux de désynchronisation était de 0,03 %, presque entièrement dû à un seul chemin de calcul en virgule flottante dans le code du recul, qui utilise désormais l’arithmétique en virgule fixe. Le délai médian entre une entrée et sa confirmation était de 48 ms en Europe et de 71 ms en Amérique du Nord. Nous voulons faire baisser les deux, et le prochain test proposera de nouvelles régions de relais.',
      'Si vous êtes du genre à lire un journal sur le netcode jusqu’au bout : nous recrutons un ingénieur réseau gameplay (H/F). Tous les détails sont sur la page Carrières.',
    ],
  },
  'Balance Patch 0.9.2: Iron Maiden, Tempest and the Impulse Economy': {
    title: 'Patch d’équilibrage 0.9.2 : Iron Maiden, Tempest et l’économie des Impulsions',
    excerpt:
      'Iron Maiden n’est plus un mur sans porte, la « Charge statique » de Tempest est plafonnée, et un changement de règle sur l’Impulsion 3 touche tous les combattants.',
  },
  'Announcing the Crimson Cup: Our First Open Tournament': {
    title: 'Annonce de la Crimson Cup : notre premier tournoi ouvert',
    excerpt:
      'Des qualifications ouvertes en Europe et en Amérique du Nord, une finale en public en décembre et une dotation financée en partie par la communauté. Les inscriptions ouvrent aujourd’hui.',
    paragraphs: [
      'Le moment est venu. La Crimson Cup est le premier tournoi officiel de Blood & Mayhem, et elle est ouverte à tous ceux qui possèdent le jeu sur PC, des joueurs du haut du classement à ceux qui ont pris Kael en main la semaine dernière.',
      'Le format : des qualifications ouvertes en ligne pour l’Europe et l’Amérique du Nord sur quatre week-ends en octobre et novembre, au meilleur des trois manches, en double élimination. Les huit meilleurs de chaque région s’affrontent lors de playoffs en ligne, et les quatre meilleurs au classement général disputent la finale en public dans notre studio en décembre, diffusée en stream et commentée par ceux qui animent les coupes communautaires depuis le début de l’été.',
      'Les règles sont simples. Des équipes de trois combattants, sans doublon, une sélection à l’aveugle à chaque manche, et le perdant a le droit de modifier son équipe entre deux manches. Les 21 combattants sont autorisés. Le tournoi se joue sur le patch 0.9.3, qui sort deux semaines avant la première qualification, pour que personne n’ait à se préparer sur une cible mouvante.',
      'La dotation démarre à 20 000 dollars apportés par le studio, auxquels s’ajoute un quart des revenus du lot cosmétique de la Crimson Cup. Ce lot propose trois apparences alternatives pour Vespera, Iron Maiden et le Hollow King, conçues avec le même soin que les combattants de base. Nous ne vendrons jamais de puissance ; vendre une cape rouge, en revanche, nous convient très bien.',
      'Les inscriptions ouvrent aujourd’hui et ferment une semaine avant chaque qualification. Il vous faut un compte vérifié et un identifiant Discord pour la coordination des matchs. Si vous souhaitez nous aider comme arbitre ou comme observateur, écrivez-nous via la page d’assistance en indiquant « Crimson Cup » en objet.',
      'Nous avons lancé ce projet parce que nous adorons regarder des gens jouer à la limite de leurs capacités. Rendez-vous dans le tableau.',
    ],
  },
  'Grim, Not Grey: The Art Direction of Blood & Mayhem': {
    title: 'Sombre, pas grisâtre : la direction artistique de Blood & Mayhem',
    excerpt:
      'La dark fantasy a un problème de couleurs. Comment nous gardons un monde sombre lisible sur un champ de bataille chargé, et pourquoi le sang est ce qu’il y a de plus vif à l’écran.',
    paragraphs: [
      'La dark fantasy a un problème de couleurs. Poussez un monde sombre assez loin et tout vire au brun et au gris, chaque combattant ressemble à tous les autres, et le plateau devient une flaque. Dans un jeu tactique, où il faut lire vingt choses d’un coup d’œil, ce n’est pas une ambiance : c’est un bug.',
      'Notre règle : sombre, pas grisâtre. Le monde est sombre (pierre presque noire, fer, vieux bois), mais chaque combattant possède une couleur saturée que personne d’autre dans l’effectif n’utilise de la même manière. Ashka est orange braise, Selene bleu clair de lune, Bramble d’un vert maladif et épineux. Si vous plissez les yeux devant une capture d’écran et pouvez encore dire qui est où, c’est que la palette fait son travail.',
      'Le sang est toujours ce qu’il y a de plus vif à l’écran. Les dégâts, le Saignement et les cases Embrasées sont dessinés dans une plage de valeurs où aucun costume ni aucun décor n’a le droit d’entrer. Cela semble une petite règle, mais grâce à elle, après une grosse Impulsion, votre regard va droit à ce qui vient de se passer, et c’est exactement ce qu’il vous faut pour planifier le Cycle suivant.',
      'Nous peignons les combattants à une échelle à laquelle on ne les verra jamais en jeu, puis nous testons chacun d’eux au niveau de zoom le plus faible sur un écran bon marché, dans la cuisine. Si nous ne distinguons pas le Hollow King de Bastion à cette taille et sur cet écran, le design retourne à la planche à dessin. C’est arrivé plus souvent que nous n’aimons l’admettre.',
      'Les environnements suivent la même idée. Chaque arène possède un seul point de repère (la porte brisée de Vorn, le Trône de Clous, le phare englouti) et tout le reste se fait discret, pour que les combattants, eux, crèvent l’écran.',
      'Nous continuerons à partager nos travaux en cours dans ces journaux et dans le salon consacré à l’art sur le Discord. Le fil de fan art qu’on y trouve a été l’un des plus beaux moments de cette année pour toute l’équipe.',
    ],
  },
  'The Blood Message: Writing the Four Chapters': {
    title: 'Blood Message : l’écriture des quatre chapitres',
    excerpt:
      'Notre responsable narrative explique comment un jeu de combat raconte une histoire sans cinématiques, et de quoi parlent vraiment Le Commencement, L’Éveil, La Révélation et L’Héritage.',
    paragraphs: [
      'Les jeux de combat entretiennent une relation compliquée avec le récit. Les joueurs viennent pour les combats, et la plupart passent toutes les cinématiques en chemin. En préparant Blood Message, notre mode histoire, nous avons décidé de ne pas lutter contre cela : l’histoire doit se raconter à travers les combats, les combattants et les lieux, avec le moins de mots possible.',
      'Blood Message se raconte en quatre chapitres. Le chapitre 1, « Le Commencement », s’ouvre sur la nuit où le Synode Écarlate rompt son serment et présente les six premiers combattants à travers les êtres qu’ils perdent. Le chapitre 2, « L’Éveil », suit ce que le Synode a réveillé sous Hollowmere, et montre pourquoi Morgrave a cessé d’enterrer les morts. Le chapitre 3, « La Révélation », est celui dont nous ne pouvons pas encore dire grand-chose, sinon que le Hollow King a été honnête avec tout le monde, ce qui devrait vous inquiéter. Le chapitre 4, « L’Héritage », parle de ceux qui restent debout et de ce qu’ils se doivent les uns aux autres.',
      'Chaque chapitre est à la fois un court-métrage sur la page Blood Message et une série de parties en jeu aux conditions taillées sur mesure : une carte inondée tous les trois Cycles, un allié que vous ne contrôlez pas, un combat que vous n’êtes pas censé gagner. L’histoire tient autant dans ces conditions que dans le film.',
      'La biographie de chaque combattant sur le site est écrite pour être lue en parallèle des chapitres. Elles se contredisent volontairement. Vespera et Solane décrivent la chute de la Flèche de l’Aube de deux manières très différentes, et chacune croit ce qu’elle dit.',
      'Nous savons que la communauté du lore construit déjà des chronologies sur le Discord. Continuez. Certains d’entre vous sont plus près du but que vous ne le pensez.',
    ],
  },
  'Community Spotlight: Thrall Tacticians, Casters and Cartographers': {
    title: 'Coup de projecteur sur la communauté : tacticiens des Asservis, commentateurs et cartographes',
    excerpt:
      'Un joueur de Morgrave qui n’attaque jamais, un duo de commentateurs qui a fait de notre bêta une émission hebdomadaire, et le fan qui a cartographié à la main chaque case de chaque arène.',
    paragraphs: [
      'Chaque mois, nous mettons en avant quelques membres de la communauté dont le travail a rendu le jeu meilleur pour tous les autres. Ce mois-ci, le choix a été difficile, dans le bon sens du terme.',
      'D’abord Grimsby, qui s’est hissé dans le top 100 du classement européen avec Morgrave sans porter la moindre attaque directe dans plus de la moitié de ses parties. Ses murs d’Asservis sont désormais étudiés dans tous les guides consacrés à Morgrave, et son replay du piège en coin au « Mur d’ossements » contre une Iron Maiden est le plus regardé de la bêta. Nous lui avons demandé un conseil pour les nouveaux joueurs. Sa réponse : « Laissez-les venir à vous. Ils viennent toujours. »',
      'Ensuite, le duo de commentateurs Ash et Ledger, qui a commencé à diffuser les coupes communautaires en juin devant quelques dizaines de spectateurs et anime désormais une émission hebdomadaire que la moitié du studio regarde le vendredi soir. Leurs explications de l’ordre des Impulsions sont meilleures que notre tutoriel, et nous l’avons dit à l’équipe du tutoriel. Ils seront aux commentaires de la finale de la Crimson Cup.',
      'Enfin, Mirelle, qui a cartographié à la main chaque case de chaque arène, avec le relief, les couverts et les lignes de vue, et a publié le tout sous la forme d’une carte interactive gratuite. Nos level designers s’en servent. Ce n’est pas une blague.',
      'Si vous connaissez quelqu’un qui mérite ce coup de projecteur, auteur de guides, artiste, organisateur de tournois, envoyez-nous son nom via le formulaire d’avis de ce site en indiquant « Coup de projecteur » en objet.',
    ],
  },
  'Balance Patch 0.9.4 Preview: Notes in Progress': {
    title: 'Aperçu du patch d’équilibrage 0.9.4 : notes en cours de rédaction',
    excerpt:
      'Notes de travail pour la prochaine passe d’équilibrage : la « Frénésie sanguinaire » de Grimclaw, les « Mille visages » de Mummer et les premiers changements apportés à Astra depuis le lancement.',
    paragraphs: [
      'Brouillon, ne pas publier avant la fin des qualifications de la Crimson Cup. Les chiffres ci-dessous sont encore en test sur le classement interne.',
      'Grimclaw. « Frénésie sanguinaire » ajoute actuellement un dé d’Attaque par tranche de 3 PV perdus, ce qui fait d’un Grimclaw à 2 PV la chose la plus dangereuse du jeu. Nous testons un plafond de deux dés supplémentaires, avec une légère hausse de ses PV de base en compensation.',
      'Mummer. Quand « Mille visages » copie la « Carapace hérissée » d’Iron Maiden ou l’« Étoile déchue » d’Astra, cela donne certaines des parties les plus drôles et les plus frustrantes que nous ayons vues. Nous testons une liste de Traits impossibles à copier, et nous préférerions qu’elle reste courte.',
      'Astra. « Météore » convient tel quel. « Dérive céleste » à deux fois par partie, c’est probablement une utilisation de trop dans la méta actuelle ; une version qui coûte 1 PV figure dans la build interne.',
    ],
  },
  'First Look: Taking Blood & Mayhem to Mobile': {
    title: 'Premier aperçu : Blood & Mayhem arrive sur mobile',
    excerpt:
      'Ce qui change quand le champ de bataille tient dans votre main : des Cycles plus courts, une planification tactile et une progression croisée avec le PC.',
    paragraphs: [
      'Brouillon pour l’annonce de décembre. Faire vérifier chaque affirmation par la production avant publication.',
      'Blood & Mayhem sur mobile n’est pas un portage. Ce sont les mêmes combattants, les mêmes dés et les mêmes Cycles, repensés pour des sessions de cinq à dix minutes et pour un écran que l’on tient d’une main.',
      'Le plus grand changement concerne la planification. Sur PC, vous planifiez un Cycle avec une souris et un clavier truffé de raccourcis ; sur téléphone, vous faites glisser un combattant vers une case et maintenez le doigt appuyé pour choisir une capacité. Nos tests d’ergonomie sont passés de frustrants à amusants la semaine où nous avons cessé de vouloir tout afficher en même temps.',
      'Vos combattants, vos cosmétiques et votre historique en classé vous suivront entre PC et mobile. Les classements, eux, restent séparés, car nous ne pensons pas qu’un écran tactile et une souris doivent se rencontrer en partie classée, du moins pas encore.',
    ],
  },
};
