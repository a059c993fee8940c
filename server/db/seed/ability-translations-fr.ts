import type { AbilityTranslations } from './content-translation-shapes';

/** The demo fighters' ability names and descriptions in French, by fighter name, then by the ability's English name. */
export const ABILITY_TRANSLATIONS_FR: AbilityTranslations = {
  VESPERA: {
    'Open Vein': {
      name: 'Veine ouverte',
      description:
        'Tout ennemi blessé par Vespera entre en Saignement : il perd 1 PV à la fin de chaque Cycle, jusqu’à ce qu’il soit soigné ou qu’il dépense une Impulsion pour panser sa plaie.',
    },
    'Crimson Feast': {
      name: 'Festin écarlate',
      description:
        'Consomme le Saignement d’un ennemi situé à 2 cases ou moins. Vespera récupère 1 PV par Cycle passé par cet ennemi en Saignement, dans la limite de 3.',
    },
    'Lancet Step': {
      name: 'Pas de lancette',
      description:
        'Vespera se déplace de 2 cases au maximum avant la résolution de la première Impulsion. Si elle finit adjacente à un ennemi en Saignement, sa prochaine attaque lance un dé d’Attaque supplémentaire.',
    },
    'Sanguine Tithe': {
      name: 'Dîme de sang',
      description:
        'Vespera paie 2 PV pour faire perdre 1 PV supplémentaire à chaque ennemi en Saignement. Ce sort ne peut pas faire descendre Vespera sous 1 PV.',
    },
  },
  'IRON MAIDEN': {
    'Spiked Shell': {
      name: 'Carapace hérissée',
      description:
        'Chaque fois qu’un ennemi adjacent attaque Iron Maiden et obtient un résultat inférieur à ses dés de Défense, l’attaquant subit 1 point de dégâts.',
    },
    'Chain Drag': {
      name: 'Chaîne de halage',
      description:
        'Iron Maiden harponne un ennemi situé à 3 cases ou moins en ligne droite et le tire jusqu’à ce qu’il lui soit adjacent. Le combattant attiré perd son prochain déplacement.',
    },
    Embrace: {
      name: 'Étreinte',
      description:
        'Si son attaque touche un ennemi adjacent, celui-ci est Entravé jusqu’à la fin du Cycle : il ne peut pas se déplacer et lance un dé de Défense de moins.',
    },
    Unyielding: {
      name: 'Inébranlable',
      description:
        'Iron Maiden ne peut être ni poussée, ni tirée, ni échangée de place. Les alliés placés directement derrière elle ne peuvent pas être ciblés par les attaques à distance qui traversent sa case.',
    },
    'Last Confession': {
      name: 'Dernière confession',
      description:
        'Quand elle tombe à 0 PV, elle reste sur la grille jusqu’à la fin du Cycle et peut porter une dernière attaque avec deux dés d’Attaque supplémentaires.',
    },
  },
  MORGRAVE: {
    Gravebound: {
      name: 'Lié à la tombe',
      description:
        'Morgrave compte chaque combattant réduit à 0 PV comme un jeton Cadavre laissé sur sa case. Les jetons Cadavre bloquent les déplacements, mais pas la ligne de vue.',
    },
    'Raise the Fallen': {
      name: 'Relever les morts',
      description:
        'Transforme un jeton Cadavre situé à 3 cases ou moins en Asservi doté de 1 PV, d’un D2 en Attaque et de 2 en Mobilité. Morgrave contrôle au plus deux Asservis.',
    },
    'Lantern of Souls': {
      name: 'Lanterne des âmes',
      description:
        'Les alliés situés à 2 cases ou moins de Morgrave ignorent le premier point de dégâts qu’ils subissent ce Cycle.',
    },
    'Bone Wall': {
      name: 'Mur d’ossements',
      description:
        'Place un mur de trois cases adjacent à un jeton Cadavre. Le mur bloque les déplacements et la ligne de vue jusqu’à la fin du Cycle suivant.',
    },
  },
  ASHKA: {
    Kindling: {
      name: 'Étincelle',
      description:
        'Chaque case où Ashka inflige des dégâts devient une case Embrasée jusqu’à la fin du Cycle suivant. Un combattant qui termine une Impulsion sur une case Embrasée subit 1 point de dégâts.',
    },
    Firebrand: {
      name: 'Brandon',
      description:
        'Ashka projette un trait de feu sur un ennemi situé à 4 cases ou moins et en ligne de vue, en lançant ses dés d’Attaque normalement. Si l’attaque touche, les cases de part et d’autre de la cible deviennent elles aussi Embrasées.',
    },
    'Ember Veil': {
      name: 'Voile de braises',
      description:
        'Quand elle est attaquée, Ashka s’enveloppe de cendres ardentes : elle ajoute un dé de Défense, et l’attaquant devient Embrasé si l’attaque échoue.',
    },
    Pyre: {
      name: 'Bûcher',
      description:
        'Chaque case Embrasée de la grille entre en éruption : tout combattant qui s’y trouve subit 2 points de dégâts, Ashka comprise.',
    },
    'Heat Shimmer': {
      name: 'Mirage de chaleur',
      description:
        'Ashka peut traverser les cases Embrasées sans subir de dégâts, et les attaques à distance portées contre elle à travers une case Embrasée lancent un dé d’Attaque de moins.',
    },
  },
  'HOLLOW KING': {
    'Empty Throne': {
      name: 'Trône vide',
      description:
        'Le Hollow King ne peut être ni en Saignement ni Empoisonné. Les effets qui tiennent compte des PV de la cible le considèrent comme ayant tous ses PV.',
    },
    'Royal Decree': {
      name: 'Décret royal',
      description:
        'Le Hollow King désigne un ennemi. Cet ennemi agit en dernier à chaque Impulsion de ce Cycle, quelle que soit sa Mobilité.',
    },
    Kneel: {
      name: 'À genoux',
      description:
        'Chaque ennemi situé à 2 cases ou moins lance ses dés de Défense contre les dés d’Attaque du Hollow King. Ceux qui échouent sont Renversés : ils perdent leur prochain déplacement et lancent un dé de Défense de moins.',
    },
    'Court of Ash': {
      name: 'Cour de cendres',
      description:
        'Les alliés adjacents au Hollow King lancent un dé de Défense supplémentaire. Les alliés situés à plus de 4 cases en lancent un de moins.',
    },
  },
  SELENE: {
    'Moonlit Aim': {
      name: 'Visée au clair de lune',
      description:
        'Selene peut attaquer les ennemis situés jusqu’à 5 cases d’elle et en ligne de vue. Elle lance un dé d’Attaque supplémentaire contre une cible qui n’a pas encore agi ce Cycle.',
    },
    'Silver Arrow': {
      name: 'Flèche d’argent',
      description:
        'Selene tire avant que quiconque ne se déplace. La cible ne peut pas utiliser de capacités d’Impulsion 1 ce Cycle.',
    },
    'High Ground': {
      name: 'Position dominante',
      description:
        'Quand Selene se tient sur une case surélevée, ses attaques ignorent un dé de Défense de la cible.',
    },
    Eclipse: {
      name: 'Éclipse',
      description:
        'La grille plonge dans l’obscurité jusqu’à la fin du Cycle suivant : toute attaque à distance au-delà de 2 cases lance un dé d’Attaque de moins, sauf celles de Selene.',
    },
  },
  BRAMBLE: {
    'Thorned Ground': {
      name: 'Champ d’épines',
      description:
        'Transforme jusqu’à trois cases contiguës, situées à 3 cases ou moins, en Épines. Un ennemi qui entre sur une case d’Épines subit 1 point de dégâts et termine son déplacement.',
    },
    Rootbound: {
      name: 'Emprise des racines',
      description:
        'L’ennemi touché par Bramble est Enraciné : il ne peut pas se déplacer pendant l’Impulsion suivante.',
    },
    'Hedge Walker': {
      name: 'Arpenteuse des haies',
      description: 'Bramble et ses alliés ignorent les effets des cases d’Épines.',
    },
  },
  KRAKHUL: {
    Undertow: {
      name: 'Ressac',
      description:
        'Chaque ennemi touché par Krakhul est repoussé d’1 case dans la direction opposée à lui. S’il heurte un mur ou un autre combattant, tous deux subissent 1 point de dégâts.',
    },
    'Anchor Sweep': {
      name: 'Balayage d’ancre',
      description:
        'Krakhul attaque chaque ennemi présent sur les trois cases devant lui, en lançant ses dés d’Attaque séparément contre chacun.',
    },
    Riptide: {
      name: 'Lame de fond',
      description:
        'Krakhul se déplace de 3 cases en ligne droite, en entraînant avec lui un ennemi ou un allié adjacent de son choix.',
    },
    'Salt and Scar': {
      name: 'Sel et cicatrices',
      description: 'Si Krakhul a subi des dégâts ce Cycle, il récupère 1 PV.',
    },
  },
  OCULUS: {
    Foresight: {
      name: 'Prescience',
      description:
        'Après qu’un ennemi a lancé ses dés d’Attaque contre Oculus ou un allié adjacent, Oculus le force à relancer un dé.',
    },
    'Glimpse of the End': {
      name: 'Entrevoir la fin',
      description:
        'Consultez l’ordre d’action prévu par votre adversaire pour ce Cycle, puis choisissez un allié, qui agira en premier lors de l’Impulsion 1.',
    },
    'Veiled Gaze': {
      name: 'Regard voilé',
      description:
        'Un ennemi situé à 4 cases ou moins est Marqué jusqu’à la fin du Cycle. Toute attaque contre un ennemi Marqué lance un dé d’Attaque supplémentaire.',
    },
    'Third Sight': {
      name: 'Troisième vue',
      description:
        'Oculus ignore la ligne de vue pour lancer ses sorts. Les ennemis cachés ou invisibles situés à 3 cases ou moins de lui sont révélés.',
    },
  },
  SKALD: {
    'Rune of Warding': {
      name: 'Rune de garde',
      description:
        'Skald grave une protection sur un allié situé à 2 cases ou moins. La prochaine fois que cet allié est touché ce Cycle, les dégâts sont réduits de 2.',
    },
    'Saga Verse': {
      name: 'Vers de saga',
      description: 'Chaque allié situé à 3 cases ou moins gagne 1 point de Mobilité ce Cycle.',
    },
    'War Chant': {
      name: 'Chant de guerre',
      description:
        'Chaque allié situé à 3 cases ou moins lance un dé d’Attaque supplémentaire pendant cette Impulsion.',
    },
    'Skin of Runes': {
      name: 'Peau de runes',
      description: 'Skald subit 1 point de dégâts de moins de la part des Sorts, avec un minimum de 1.',
    },
    'Final Stanza': {
      name: 'Dernière strophe',
      description:
        'Quand Skald tombe, chaque allié récupère 2 PV et gagne un dé de Défense supplémentaire jusqu’à la fin du Cycle suivant.',
    },
  },
  TEMPEST: {
    'Chain Lightning': {
      name: 'Éclair en chaîne',
      description:
        'Tempest frappe un ennemi situé à 4 cases ou moins. Si l’attaque touche, l’éclair rebondit sur l’autre combattant le plus proche à 2 cases ou moins de la cible, allié ou ennemi, et l’attaque avec un dé de moins.',
    },
    'Eye of the Storm': {
      name: 'Œil de la tempête',
      description:
        'Les attaques à distance portées contre Tempest depuis plus de 3 cases lancent un dé d’Attaque de moins.',
    },
    'Gale Force': {
      name: 'Bourrasque',
      description:
        'Chaque combattant situé à 2 cases ou moins de Tempest est repoussé de 2 cases en ligne droite, à l’opposé d’elle.',
    },
    'Static Charge': {
      name: 'Charge statique',
      description:
        'À la fin de chaque Cycle au cours duquel Tempest n’a lancé aucun Sort, elle gagne une Charge. Chaque Charge ajoute un dé d’Attaque à son prochain Sort ; elle en cumule 2 au maximum.',
    },
  },
  KAEL: {
    Riposte: {
      name: 'Riposte',
      description: 'Quand un ennemi adjacent attaque Kael et le rate, Kael contre-attaque immédiatement.',
    },
    'Measured Strike': {
      name: 'Frappe mesurée',
      description:
        'Kael attaque un ennemi adjacent. Avant de lancer les dés, il choisit soit d’ajouter un dé d’Attaque, soit d’ignorer l’un des dés de Défense de l’ennemi.',
    },
    'Long Reach': {
      name: 'Grande allonge',
      description:
        'Kael peut attaquer les ennemis situés à 2 cases en ligne droite, à condition que la case qui les sépare soit vide.',
    },
    'Second Wind': {
      name: 'Second souffle',
      description: 'Si Kael a 2 PV ou moins, il récupère 3 PV.',
    },
  },
  CORVINA: {
    'Murder of Crows': {
      name: 'Nuée de corbeaux',
      description:
        'Corvina lâche sa nuée sur un ennemi situé à 5 cases ou moins. Celui-ci lance deux dés de Défense contre les dés d’Attaque de Corvina et subit 1 point de dégâts pour chaque dé qui échoue.',
    },
    'Carrion Sight': {
      name: 'Œil du charognard',
      description: 'Corvina a toujours une ligne de vue sur un ennemi qui a 3 PV ou moins.',
    },
    Scatter: {
      name: 'Dispersion',
      description:
        'Quand elle est ciblée par une attaque, Corvina éclate en une gerbe de plumes et réapparaît sur n’importe quelle case vide située à 3 cases ou moins. L’attaque échoue.',
    },
    Omen: {
      name: 'Présage',
      description:
        'Corvina place un Présage sur un ennemi. Si cet ennemi subit des dégâts ce Cycle, il subit 1 point de dégâts supplémentaire.',
    },
    'Feathered Perch': {
      name: 'Perchoir de plumes',
      description:
        'Corvina peut terminer son déplacement sur une case occupée par un jeton Cadavre ou un mur, et ne peut pas être attaquée au corps à corps tant qu’elle s’y tient.',
    },
  },
  OSSIAN: {
    'Ossuary Armor': {
      name: 'Armure d’ossuaire',
      description:
        'Chaque fois qu’un combattant tombe à 3 cases ou moins d’Ossian, celui-ci gagne une Plaque d’os. Chaque Plaque absorbe 1 point de dégâts ; il peut en porter 3 au maximum.',
    },
    'Marrow Spear': {
      name: 'Lance de moelle',
      description:
        'Ossian dépense une Plaque d’os pour attaquer un ennemi situé jusqu’à 4 cases en ligne droite, avec deux dés d’Attaque supplémentaires.',
    },
    Ribcage: {
      name: 'Cage thoracique',
      description:
        'Ossian emprisonne l’ennemi qu’il touche dans une cage d’os jusqu’à la fin du Cycle suivant. Celui-ci ne peut ni se déplacer ni être déplacé, et ses alliés ne peuvent pas le cibler.',
    },
  },
  SOLANE: {
    Dawnshield: {
      name: 'Bouclier de l’Aube',
      description:
        'Les attaques visant un allié adjacent à Solane doivent la cibler à la place si elle est elle aussi à portée de l’attaquant.',
    },
    'Radiant Smite': {
      name: 'Châtiment radieux',
      description:
        'Le prochain coup au corps à corps de Solane qui touche inflige 1 point de dégâts supplémentaire et retire un effet néfaste, comme le Saignement ou l’Embrasement, à chaque allié adjacent.',
    },
    'First Light': {
      name: 'Première lueur',
      description: 'Chaque allié situé à 2 cases ou moins récupère 1 PV.',
    },
    'Unbroken Vow': {
      name: 'Serment inviolé',
      description: 'Solane ne peut être ni Renversée ni Entravée.',
    },
  },
  MUMMER: {
    Switcheroo: {
      name: 'Tour de passe-passe',
      description:
        'Mummer échange sa place avec n’importe quel combattant situé à 4 cases ou moins. S’il s’agit d’un ennemi, celui-ci perd sa prochaine attaque de ce Cycle.',
    },
    'Thousand Faces': {
      name: 'Mille visages',
      description:
        'Au début de la partie, Mummer copie le Trait d’un combattant ennemi. Il le conserve jusqu’à ce qu’il tombe.',
    },
    'Curtain Call': {
      name: 'Tombée de rideau',
      description:
        'Mummer se déplace de 3 cases au maximum une fois que tous les autres combattants ont agi.',
    },
    Backstage: {
      name: 'Coulisses',
      description:
        'Les attaques que Mummer porte dans le dos d’un ennemi, par rapport au dernier déplacement de celui-ci, lancent deux dés d’Attaque supplémentaires.',
    },
  },
  WIDOW: {
    'Silk Snare': {
      name: 'Piège de soie',
      description:
        'Widow place une Toile cachée sur une case vide située à 3 cases ou moins. Le premier ennemi qui y entre est Entravé jusqu’à la fin de l’Impulsion. Il ne peut exister que quatre Toiles à la fois.',
    },
    'Venom Bite': {
      name: 'Morsure venimeuse',
      description:
        'L’ennemi touché par Widow est Empoisonné : il lance un dé d’Attaque de moins jusqu’à la fin du Cycle suivant.',
    },
    'Patient Hunter': {
      name: 'Chasseuse patiente',
      description:
        'Si Widow ne s’est pas déplacée pendant une Impulsion, sa prochaine attaque lance un dé d’Attaque supplémentaire.',
    },
    'Wall Crawler': {
      name: 'Grimpe-murailles',
      description:
        'Widow peut traverser les murs et les cases de Toile comme s’il s’agissait de terrain dégagé.',
    },
  },
  GRIMCLAW: {
    'Blood Frenzy': {
      name: 'Frénésie sanguinaire',
      description: 'Grimclaw lance un dé d’Attaque supplémentaire par tranche de 3 PV perdus.',
    },
    Pounce: {
      name: 'Bond',
      description:
        'Grimclaw bondit de 3 cases au maximum par-dessus les combattants et les obstacles, puis attaque un ennemi depuis sa case d’arrivée.',
    },
    Rend: {
      name: 'Lacération',
      description:
        'Grimclaw attaque deux fois un ennemi adjacent. La seconde attaque lance un dé d’Attaque de moins.',
    },
    Howl: {
      name: 'Hurlement',
      description:
        'Chaque ennemi situé à 2 cases ou moins lance un dé de Défense de moins jusqu’à la fin du Cycle.',
    },
    'Pack Instinct': {
      name: 'Instinct de meute',
      description:
        'Grimclaw lance un dé d’Attaque supplémentaire contre un ennemi adjacent à l’un de ses alliés.',
    },
    'Feral Recovery': {
      name: 'Regain sauvage',
      description: 'Si Grimclaw a vaincu un combattant ce Cycle, il récupère 2 PV.',
    },
  },
  ASTRA: {
    Meteor: {
      name: 'Météore',
      description:
        'Astra choisit une case pendant l’Impulsion 1. À la fin du Cycle, une étoile s’y abat : chaque combattant présent sur cette case et sur les cases adjacentes subit 3 points de dégâts.',
    },
    'Starlight Lance': {
      name: 'Lance stellaire',
      description:
        'Astra attaque chaque combattant situé sur une ligne droite de 4 cases au maximum, en lançant les dés séparément contre chacun.',
    },
    'Celestial Drift': {
      name: 'Dérive céleste',
      description: 'Astra se téléporte sur n’importe quelle case vide située à 4 cases ou moins.',
    },
    'Fallen Star': {
      name: 'Étoile déchue',
      description:
        'La première fois de chaque partie qu’Astra devrait tomber à 0 PV, elle reste à 1 PV à la place.',
    },
  },
  ELDERROOT: {
    'Deep Roots': {
      name: 'Racines profondes',
      description:
        'Elderroot ne peut pas être déplacé par des effets ennemis. S’il ne s’est pas déplacé pendant ce Cycle, il récupère 1 PV à la fin de celui-ci.',
    },
    'Bark Skin': {
      name: 'Peau d’écorce',
      description: 'Réduit de moitié, arrondi au supérieur, les dégâts d’un coup porté contre Elderroot.',
    },
    Canopy: {
      name: 'Canopée',
      description:
        'Les alliés adjacents à Elderroot ne peuvent pas être ciblés par des attaques à distance portées depuis plus de 3 cases.',
    },
    'Crushing Bough': {
      name: 'Ramure écrasante',
      description:
        'Elderroot attaque un ennemi situé jusqu’à 2 cases. Si l’attaque touche, l’ennemi est Renversé.',
    },
  },
  BASTION: {
    'Hold the Line': {
      name: 'Tenir la ligne',
      description: 'Les ennemis ne peuvent pas traverser les cases adjacentes à Bastion sans s’y arrêter.',
    },
    'Shield Bash': {
      name: 'Coup de bouclier',
      description:
        'Bastion attaque un ennemi adjacent avec ses dés de Défense au lieu de ses dés d’Attaque. Si l’attaque touche, il le repousse d’1 case.',
    },
    Intercept: {
      name: 'Interception',
      description:
        'Quand un allié situé à 2 cases ou moins est attaqué, Bastion se place sur une case adjacente à lui et devient la cible à sa place.',
    },
    Gatekeeper: {
      name: 'Gardien de la porte',
      description: 'Bastion lance un dé de Défense supplémentaire contre les attaques portées de face.',
    },
  },
};
