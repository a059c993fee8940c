import type { ABILITY_TYPES, AbilitySubType, Dice } from '../../../contracts/fighter';

/**
 * The 21 fighters of the demo roster. The placeholder media generator (scripts/) imports this
 * list to paint one portrait, one video and one clip per ability, so keep this export shape stable:
 * `palette` and `motif` exist only for that generator and are not stored.
 *
 * Rules vocabulary used in the texts: a match is played in Cycles; each Cycle has three Impulses in
 * which fighters act in order of Mobility; Attack dice are rolled against Defense dice; the arena
 * is a grid of tiles.
 */
export type SeedAbility = {
  name: string;
  type: (typeof ABILITY_TYPES)[number];
  subType: AbilitySubType;
  usage: string;
  frequency: string;
  description: string;
};

export type SeedFighter = {
  name: string;
  role: string;
  bio: string;
  stats: { attackDice: Dice; defenseDice: Dice; baseHP: number; baseMobility: number };
  featured: boolean;
  palette: { primary: string; secondary: string };
  motif: string;
  abilities: SeedAbility[];
};

export const SEED_FIGHTERS: SeedFighter[] = [
  {
    name: 'VESPERA',
    role: 'Bloodletter',
    bio: 'Once a court physician to the Crimson Synod, Vespera learned that every wound is a door and every door can be opened wider. She duels with a pair of surgical sabres and grows stronger with each cut she lands. The Synod burned her apprentices; she has been collecting the debt ever since.',
    stats: { attackDice: 'D5', defenseDice: 'D3', baseHP: 6, baseMobility: 7 },
    featured: true,
    palette: { primary: '#7a0a12', secondary: '#e8c9a0' },
    motif: 'fang',
    abilities: [
      {
        name: 'Open Vein',
        type: 'Ability',
        subType: 'Trait',
        usage: 'On Hit',
        frequency: 'Always',
        description:
          'Every enemy Vespera damages starts Bleeding: it loses 1 HP at the end of each Cycle until it is healed or spends an Impulse to bind the wound.',
      },
      {
        name: 'Crimson Feast',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Consume the Bleeding on one enemy within 2 tiles. Vespera heals 1 HP for each Cycle the enemy has been Bleeding, up to 3.',
      },
      {
        name: 'Lancet Step',
        type: 'Ability',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Once Per Cycle',
        description:
          'Move up to 2 tiles before the first Impulse resolves. If she ends adjacent to a Bleeding enemy, her next attack rolls one extra Attack die.',
      },
      {
        name: 'Sanguine Tithe',
        type: 'Spell',
        subType: 'Impulse 3',
        usage: 'End of Cycle',
        frequency: 'Twice Per Match',
        description:
          'Pay 2 HP to make every Bleeding enemy lose 1 additional HP. This cannot reduce Vespera below 1 HP.',
      },
    ],
  },
  {
    name: 'IRON MAIDEN',
    role: 'Juggernaut',
    bio: 'Nobody remembers the name of the woman sealed inside the spiked armour of Gallowmere, and she no longer answers to it. The armour walks, it remembers every prisoner it held, and it punishes anyone foolish enough to strike it. She is slow, patient and almost impossible to put down.',
    stats: { attackDice: 'D4', defenseDice: 'D6', baseHP: 10, baseMobility: 2 },
    featured: true,
    palette: { primary: '#3b3f45', secondary: '#b5121b' },
    motif: 'chain',
    abilities: [
      {
        name: 'Spiked Shell',
        type: 'Ability',
        subType: 'Trait',
        usage: 'On Defense',
        frequency: 'Always',
        description:
          'Whenever an adjacent enemy attacks Iron Maiden and rolls lower than her Defense dice, the attacker takes 1 damage.',
      },
      {
        name: 'Chain Drag',
        type: 'Ability',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Hook an enemy within 3 tiles in a straight line and pull it until it is adjacent to Iron Maiden. The pulled fighter loses its next movement.',
      },
      {
        name: 'Embrace',
        type: 'Ability',
        subType: 'Impulse 2',
        usage: 'On Hit',
        frequency: 'Once Per Cycle',
        description:
          'If her attack hits an adjacent enemy, that enemy is Held until the end of the Cycle: it cannot move and rolls one fewer Defense die.',
      },
      {
        name: 'Unyielding',
        type: 'Ability',
        subType: 'Positional',
        usage: 'On Move',
        frequency: 'Always',
        description:
          'Iron Maiden cannot be pushed, pulled or swapped. Allies directly behind her cannot be targeted by ranged attacks that pass through her tile.',
      },
      {
        name: 'Last Confession',
        type: 'Ability',
        subType: 'Impulse 3',
        usage: 'On Death',
        frequency: 'Once Per Match',
        description:
          'When reduced to 0 HP, she stays on the grid until the end of the Cycle and may make one final attack with two extra Attack dice.',
      },
    ],
  },
  {
    name: 'MORGRAVE',
    role: 'Grave Warden',
    bio: 'Morgrave kept the catacombs beneath Hollowmere for forty years before the dead started keeping him. He raises what falls on the battlefield and sends it back into the fight, one shambling servant at a time. His lantern burns with the last breath of everyone he has buried.',
    stats: { attackDice: 'D3', defenseDice: 'D4', baseHP: 7, baseMobility: 3 },
    featured: true,
    palette: { primary: '#1f2a24', secondary: '#9fd8b0' },
    motif: 'skull',
    abilities: [
      {
        name: 'Gravebound',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'Morgrave counts every fighter reduced to 0 HP as a Corpse token left on its tile. Corpse tokens block movement but not line of sight.',
      },
      {
        name: 'Raise the Fallen',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Turn one Corpse token within 3 tiles into a Thrall with 1 HP, D2 Attack and 2 Mobility. Morgrave controls at most two Thralls.',
      },
      {
        name: 'Lantern of Souls',
        type: 'Spell',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Once Per Cycle',
        description:
          'Allies within 2 tiles of Morgrave ignore the first point of damage they take this Cycle.',
      },
      {
        name: 'Bone Wall',
        type: 'Spell',
        subType: 'Positional',
        usage: 'Cycle Agnostic',
        frequency: 'Twice Per Match',
        description:
          'Place a wall of three tiles adjacent to a Corpse token. The wall blocks movement and line of sight until the end of the next Cycle.',
      },
    ],
  },
  {
    name: 'ASHKA',
    role: 'Pyromancer',
    bio: 'Ashka was the only survivor when the city of Emberfall was put to the torch, and she walked out of the ashes carrying the fire inside her. She burns everything she touches and does not always choose what she touches. The Inquisition wants her dead; most of her allies are not sure they disagree.',
    stats: { attackDice: 'D6', defenseDice: 'D2', baseHP: 5, baseMobility: 5 },
    featured: true,
    palette: { primary: '#c2410c', secondary: '#fde68a' },
    motif: 'flame',
    abilities: [
      {
        name: 'Kindling',
        type: 'Ability',
        subType: 'Trait',
        usage: 'On Hit',
        frequency: 'Always',
        description:
          'Every tile Ashka damages becomes a Burning tile until the end of the next Cycle. A fighter that ends an Impulse on a Burning tile takes 1 damage.',
      },
      {
        name: 'Firebrand',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Hurl a bolt at an enemy within 4 tiles in line of sight, rolling Attack dice as normal. On a hit, the tiles on either side of the target also start Burning.',
      },
      {
        name: 'Ember Veil',
        type: 'Spell',
        subType: 'Impulse 2',
        usage: 'On Defense',
        frequency: 'Once Per Cycle',
        description:
          'When attacked, wrap herself in cinders: add one Defense die, and the attacker starts Burning if the attack misses.',
      },
      {
        name: 'Pyre',
        type: 'Spell',
        subType: 'Impulse 3',
        usage: 'End of Cycle',
        frequency: 'Once Per Match',
        description:
          'Every Burning tile on the grid erupts: each fighter standing on one takes 2 damage, Ashka included.',
      },
      {
        name: 'Heat Shimmer',
        type: 'Ability',
        subType: 'Positional',
        usage: 'On Move',
        frequency: 'Always',
        description:
          'Ashka can move through Burning tiles without taking damage, and ranged attacks against her across a Burning tile roll one fewer Attack die.',
      },
    ],
  },
  {
    name: 'HOLLOW KING',
    role: 'Tyrant',
    bio: 'The Hollow King sat on the Throne of Nails for three hundred years and left only when his crown decided he had earned a war. His armour is empty; his will is not. He commands the battlefield as he once commanded his court, and those who kneel live a little longer.',
    stats: { attackDice: 'D5', defenseDice: 'D5', baseHP: 8, baseMobility: 3 },
    featured: true,
    palette: { primary: '#2a1f3d', secondary: '#d4af37' },
    motif: 'crown',
    abilities: [
      {
        name: 'Empty Throne',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          "The Hollow King cannot Bleed or be Poisoned. Effects that read the target's HP treat him as having full HP.",
      },
      {
        name: 'Royal Decree',
        type: 'Spell',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Once Per Cycle',
        description:
          'Name one enemy. That enemy acts last in every Impulse of this Cycle, whatever its Mobility.',
      },
      {
        name: 'Kneel',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Twice Per Match',
        description:
          'Every enemy within 2 tiles rolls its Defense dice against his Attack dice. Those that fail are Prone: they lose their next movement and roll one fewer Defense die.',
      },
      {
        name: 'Court of Ash',
        type: 'Ability',
        subType: 'Positional',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'Allies adjacent to the Hollow King roll one extra Defense die. Allies more than 4 tiles away roll one fewer.',
      },
    ],
  },
  {
    name: 'SELENE',
    role: 'Moon Huntress',
    bio: 'Selene hunts under the pale moon of the Silverwood, where the beasts are bigger than houses and the people are worse. She never misses the first shot and rarely needs a second. By day she is a tracker for hire; by night she belongs to the moon.',
    stats: { attackDice: 'D5', defenseDice: 'D3', baseHP: 5, baseMobility: 8 },
    featured: false,
    palette: { primary: '#1e2a4a', secondary: '#dbe4f0' },
    motif: 'moon',
    abilities: [
      {
        name: 'Moonlit Aim',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'Selene may attack enemies up to 5 tiles away in line of sight. She rolls one extra Attack die against a target that has not yet acted this Cycle.',
      },
      {
        name: 'Silver Arrow',
        type: 'Ability',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Once Per Cycle',
        description: 'Fire before anyone else moves. The target cannot use Impulse 1 abilities this Cycle.',
      },
      {
        name: 'High Ground',
        type: 'Ability',
        subType: 'Positional',
        usage: 'On Move',
        frequency: 'Always',
        description:
          'When Selene stands on an elevated tile, her attacks ignore one Defense die of the target.',
      },
      {
        name: 'Eclipse',
        type: 'Spell',
        subType: 'Impulse 3',
        usage: 'End of Cycle',
        frequency: 'Once Per Match',
        description:
          "The grid goes dark until the end of the next Cycle: every ranged attack beyond 2 tiles rolls one fewer Attack die, except Selene's.",
      },
    ],
  },
  {
    name: 'BRAMBLE',
    role: 'Thornwitch',
    bio: 'Bramble grew up in the hedge-mazes of the Witchmarch, where every path bites. She turns the battlefield into a garden of thorns and lets her enemies decide how much blood they are willing to pay to cross it. She speaks to roots and they answer.',
    stats: { attackDice: 'D3', defenseDice: 'D4', baseHP: 6, baseMobility: 4 },
    featured: false,
    palette: { primary: '#1f3d1a', secondary: '#a3c76d' },
    motif: 'thorn',
    abilities: [
      {
        name: 'Thorned Ground',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Turn up to three connected tiles within 3 tiles into Thorns. An enemy entering a Thorn tile takes 1 damage and ends its movement.',
      },
      {
        name: 'Rootbound',
        type: 'Spell',
        subType: 'Impulse 2',
        usage: 'On Hit',
        frequency: 'Once Per Cycle',
        description: 'The enemy Bramble hits is Rooted: it cannot move during the next Impulse.',
      },
      {
        name: 'Hedge Walker',
        type: 'Ability',
        subType: 'Trait',
        usage: 'On Move',
        frequency: 'Always',
        description: 'Bramble and her allies ignore the effects of Thorn tiles.',
      },
    ],
  },
  {
    name: 'KRAKHUL',
    role: 'Tidebreaker',
    bio: 'Krakhul was dragged from the Drowned Coast by a fishing fleet and killed half of it before breakfast. He fights with an anchor on a chain and the strength of the sea behind him. Every blow arrives like a wave against a harbour wall.',
    stats: { attackDice: 'D6', defenseDice: 'D4', baseHP: 9, baseMobility: 3 },
    featured: false,
    palette: { primary: '#0f3b4c', secondary: '#7fd1d9' },
    motif: 'wave',
    abilities: [
      {
        name: 'Undertow',
        type: 'Ability',
        subType: 'Trait',
        usage: 'On Hit',
        frequency: 'Always',
        description:
          'Every enemy Krakhul hits is pushed 1 tile away from him. If it collides with a wall or another fighter, both take 1 damage.',
      },
      {
        name: 'Anchor Sweep',
        type: 'Ability',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Attack every enemy in the three tiles in front of him, rolling his Attack dice separately against each.',
      },
      {
        name: 'Riptide',
        type: 'Ability',
        subType: 'Impulse 2',
        usage: 'On Move',
        frequency: 'Twice Per Match',
        description:
          'Move 3 tiles in a straight line, dragging along one adjacent enemy or ally of his choice.',
      },
      {
        name: 'Salt and Scar',
        type: 'Ability',
        subType: 'Impulse 3',
        usage: 'End of Cycle',
        frequency: 'Once Per Cycle',
        description: 'If Krakhul took damage this Cycle, he heals 1 HP.',
      },
    ],
  },
  {
    name: 'OCULUS',
    role: 'Seer',
    bio: 'Oculus traded both eyes for a third that sees the next few heartbeats of every fight. The Order of the Veiled Gaze calls him their greatest prophet; the people he has watched die call him nothing at all. He does not hit hard, but he always knows where the hit will land.',
    stats: { attackDice: 'D2', defenseDice: 'D5', baseHP: 5, baseMobility: 5 },
    featured: false,
    palette: { primary: '#2d1b4e', secondary: '#f0abfc' },
    motif: 'eye',
    abilities: [
      {
        name: 'Foresight',
        type: 'Spell',
        subType: 'Trait',
        usage: 'On Defense',
        frequency: 'Once Per Cycle',
        description:
          'After an enemy rolls its Attack dice against Oculus or an adjacent ally, force it to reroll one die.',
      },
      {
        name: 'Glimpse of the End',
        type: 'Spell',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Once Per Cycle',
        description:
          'Look at the order of actions your opponent has planned for this Cycle, then choose one ally to act first in Impulse 1.',
      },
      {
        name: 'Veiled Gaze',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Twice Per Match',
        description:
          'One enemy within 4 tiles is Marked until the end of the Cycle. Every attack against a Marked enemy rolls one extra Attack die.',
      },
      {
        name: 'Third Sight',
        type: 'Ability',
        subType: 'Positional',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'Oculus ignores line of sight for his spells. Hidden or invisible enemies within 3 tiles of him are revealed.',
      },
    ],
  },
  {
    name: 'SKALD',
    role: 'Runecarver',
    bio: 'The last of the northern skalds carves the old runes into his own skin and sings them into the shields of his allies. Each rune is a verse of a saga nobody else remembers. When the song ends, so does somebody.',
    stats: { attackDice: 'D3', defenseDice: 'D4', baseHP: 7, baseMobility: 4 },
    featured: false,
    palette: { primary: '#3d2b1f', secondary: '#7dd3fc' },
    motif: 'rune',
    abilities: [
      {
        name: 'Rune of Warding',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Carve a ward onto an ally within 2 tiles. The next time that ally is hit this Cycle, the damage is reduced by 2.',
      },
      {
        name: 'Saga Verse',
        type: 'Spell',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Once Per Cycle',
        description: 'Every ally within 3 tiles gains 1 Mobility this Cycle.',
      },
      {
        name: 'War Chant',
        type: 'Spell',
        subType: 'Impulse 2',
        usage: 'Cycle Agnostic',
        frequency: 'Twice Per Match',
        description: 'Every ally within 3 tiles rolls one extra Attack die during this Impulse.',
      },
      {
        name: 'Skin of Runes',
        type: 'Ability',
        subType: 'Trait',
        usage: 'On Defense',
        frequency: 'Always',
        description: 'Skald takes 1 less damage from Spells, to a minimum of 1.',
      },
      {
        name: 'Final Stanza',
        type: 'Spell',
        subType: 'Impulse 3',
        usage: 'On Death',
        frequency: 'Once Per Match',
        description:
          'When Skald falls, every ally heals 2 HP and gains one extra Defense die until the end of the next Cycle.',
      },
    ],
  },
  {
    name: 'TEMPEST',
    role: 'Stormcaller',
    bio: 'Tempest was a lighthouse keeper on the Howling Cape until the storm she was watching decided to watch her back. Now it follows her everywhere. She is the most dangerous fighter on an open field and the least predictable, including to herself.',
    stats: { attackDice: 'D6', defenseDice: 'D2', baseHP: 5, baseMobility: 6 },
    featured: false,
    palette: { primary: '#1e293b', secondary: '#facc15' },
    motif: 'storm',
    abilities: [
      {
        name: 'Chain Lightning',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Strike an enemy within 4 tiles. On a hit, the bolt jumps to the nearest other fighter within 2 tiles of the target, friend or foe, and attacks it with one fewer die.',
      },
      {
        name: 'Eye of the Storm',
        type: 'Ability',
        subType: 'Positional',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description: 'Ranged attacks against Tempest from more than 3 tiles away roll one fewer Attack die.',
      },
      {
        name: 'Gale Force',
        type: 'Spell',
        subType: 'Impulse 2',
        usage: 'Cycle Agnostic',
        frequency: 'Twice Per Match',
        description: 'Push every fighter within 2 tiles of Tempest 2 tiles directly away from her.',
      },
      {
        name: 'Static Charge',
        type: 'Ability',
        subType: 'Trait',
        usage: 'End of Cycle',
        frequency: 'Always',
        description:
          'At the end of each Cycle in which Tempest did not cast a Spell, she gains a Charge. Each Charge adds one Attack die to her next Spell; she holds at most 2.',
      },
    ],
  },
  {
    name: 'KAEL',
    role: 'Sellsword',
    bio: "Kael has fought for eleven kings, four of whom he later killed on someone else's coin. He has no magic, no cause and no illusions, only a very long sword and the discipline of a man who has outlived every employer. He is the fighter new players learn on and veterans still fear.",
    stats: { attackDice: 'D4', defenseDice: 'D4', baseHP: 7, baseMobility: 5 },
    featured: false,
    palette: { primary: '#4a4a4a', secondary: '#c0c0c0' },
    motif: 'blade',
    abilities: [
      {
        name: 'Riposte',
        type: 'Ability',
        subType: 'Trait',
        usage: 'On Defense',
        frequency: 'Once Per Cycle',
        description: 'When an adjacent enemy attacks Kael and misses, he immediately attacks it back.',
      },
      {
        name: 'Measured Strike',
        type: 'Ability',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          "Attack an adjacent enemy. Before rolling, choose to either add one Attack die or ignore one of the enemy's Defense dice.",
      },
      {
        name: 'Long Reach',
        type: 'Ability',
        subType: 'Positional',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'Kael can attack enemies 2 tiles away in a straight line, as long as the tile between them is empty.',
      },
      {
        name: 'Second Wind',
        type: 'Ability',
        subType: 'Impulse 3',
        usage: 'End of Cycle',
        frequency: 'Once Per Match',
        description: 'If Kael has 2 HP or less, he heals 3 HP.',
      },
    ],
  },
  {
    name: 'CORVINA',
    role: 'Crow Witch',
    bio: 'Corvina speaks for the crows of the Gallows Field, and the crows have a great deal to say. She sees through a hundred black eyes and strikes from wherever the flock has landed. Where Corvina walks, something is always about to die.',
    stats: { attackDice: 'D4', defenseDice: 'D3', baseHP: 5, baseMobility: 7 },
    featured: true,
    palette: { primary: '#111111', secondary: '#6d28d9' },
    motif: 'feather',
    abilities: [
      {
        name: 'Murder of Crows',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          "Send the flock at an enemy within 5 tiles. It rolls two Defense dice against Corvina's Attack dice and takes 1 damage for each die that fails.",
      },
      {
        name: 'Carrion Sight',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description: 'Corvina always has line of sight to an enemy with 3 HP or less.',
      },
      {
        name: 'Scatter',
        type: 'Spell',
        subType: 'Impulse 2',
        usage: 'On Defense',
        frequency: 'Twice Per Match',
        description:
          'When targeted by an attack, Corvina bursts into feathers and reappears on any empty tile within 3 tiles. The attack misses.',
      },
      {
        name: 'Omen',
        type: 'Spell',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Once Per Cycle',
        description: 'Place an Omen on one enemy. If that enemy takes damage this Cycle, it takes 1 more.',
      },
      {
        name: 'Feathered Perch',
        type: 'Ability',
        subType: 'Positional',
        usage: 'On Move',
        frequency: 'Always',
        description:
          'Corvina may end her movement on a tile occupied by a Corpse token or a wall and cannot be attacked in melee while she stands there.',
      },
    ],
  },
  {
    name: 'OSSIAN',
    role: 'Bonewright',
    bio: 'Ossian is a sculptor whose chosen material happens to be his enemies. In the ossuaries of Vael he built cathedrals out of the dead; on the battlefield he builds weapons. He talks to his creations while he works, and occasionally they answer.',
    stats: { attackDice: 'D3', defenseDice: 'D5', baseHP: 7, baseMobility: 3 },
    featured: false,
    palette: { primary: '#3f3a2e', secondary: '#efe6d2' },
    motif: 'bone',
    abilities: [
      {
        name: 'Ossuary Armor',
        type: 'Ability',
        subType: 'Trait',
        usage: 'On Defense',
        frequency: 'Always',
        description:
          'Each time a fighter falls within 3 tiles of Ossian, he gains a Bone Plate. Each Plate absorbs 1 damage; he holds at most 3.',
      },
      {
        name: 'Marrow Spear',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Spend a Bone Plate to attack an enemy up to 4 tiles away in a straight line with two extra Attack dice.',
      },
      {
        name: 'Ribcage',
        type: 'Spell',
        subType: 'Impulse 2',
        usage: 'On Hit',
        frequency: 'Once Per Match',
        description:
          'Trap the enemy Ossian hits inside a cage of bone until the end of the next Cycle. It cannot move or be moved, and it cannot be targeted by its allies.',
      },
    ],
  },
  {
    name: 'SOLANE',
    role: 'Sun Templar',
    bio: 'Solane is the last templar of the Dawnspire, a fortress that fell the day the sun failed to rise over it. She carries what remains of that light in her shield and will not let it go out. Her faith is brittle, her blade is not.',
    stats: { attackDice: 'D4', defenseDice: 'D5', baseHP: 8, baseMobility: 4 },
    featured: false,
    palette: { primary: '#92400e', secondary: '#fff7d6' },
    motif: 'sun',
    abilities: [
      {
        name: 'Dawnshield',
        type: 'Ability',
        subType: 'Positional',
        usage: 'On Defense',
        frequency: 'Always',
        description:
          'Attacks against an ally adjacent to Solane must target Solane instead if she is also in range of the attacker.',
      },
      {
        name: 'Radiant Smite',
        type: 'Spell',
        subType: 'Active',
        usage: 'On Hit',
        frequency: 'Once Per Cycle',
        description:
          "Solane's next melee hit deals 1 extra damage and removes one harmful effect, such as Bleeding or Burning, from each adjacent ally.",
      },
      {
        name: 'First Light',
        type: 'Spell',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Twice Per Match',
        description: 'Every ally within 2 tiles heals 1 HP.',
      },
      {
        name: 'Unbroken Vow',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description: 'Solane cannot be Prone or Held.',
      },
    ],
  },
  {
    name: 'MUMMER',
    role: 'Masked Trickster',
    bio: 'The Mummer has performed before every court in the Shattered Realms, and every court that laughed is now a ruin. Beneath the painted mask there is another mask, and beneath that, something that should not smile. He fights like a dancer and cheats like a gambler.',
    stats: { attackDice: 'D4', defenseDice: 'D3', baseHP: 5, baseMobility: 8 },
    featured: false,
    palette: { primary: '#4c0519', secondary: '#fef3c7' },
    motif: 'mask',
    abilities: [
      {
        name: 'Switcheroo',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Swap places with any fighter within 4 tiles. If it is an enemy, it loses its next attack this Cycle.',
      },
      {
        name: 'Thousand Faces',
        type: 'Spell',
        subType: 'Trait',
        usage: 'Start of Cycle',
        frequency: 'Once Per Match',
        description:
          'At the start of the match, copy the Trait of one enemy fighter. The Mummer keeps it until he falls.',
      },
      {
        name: 'Curtain Call',
        type: 'Ability',
        subType: 'Impulse 3',
        usage: 'End of Cycle',
        frequency: 'Once Per Cycle',
        description: 'Move up to 3 tiles after every other fighter has acted.',
      },
      {
        name: 'Backstage',
        type: 'Ability',
        subType: 'Positional',
        usage: 'On Hit',
        frequency: 'Always',
        description:
          'Attacks the Mummer makes from behind an enemy, relative to its last movement, roll two extra Attack dice.',
      },
    ],
  },
  {
    name: 'WIDOW',
    role: 'Weaver',
    bio: 'The Widow spins her webs in the rafters of abandoned chapels and waits for the faithful to come back. She has buried three husbands and eaten two. On the battlefield she is patient, methodical and perfectly happy to let her enemies walk into her.',
    stats: { attackDice: 'D3', defenseDice: 'D3', baseHP: 6, baseMobility: 6 },
    featured: false,
    palette: { primary: '#1c1917', secondary: '#d6d3d1' },
    motif: 'web',
    abilities: [
      {
        name: 'Silk Snare',
        type: 'Ability',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Twice Per Cycle',
        description:
          'Place a hidden Web on an empty tile within 3 tiles. The first enemy to enter it is Held until the end of the Impulse. At most four Webs exist at once.',
      },
      {
        name: 'Venom Bite',
        type: 'Ability',
        subType: 'Impulse 2',
        usage: 'On Hit',
        frequency: 'Once Per Cycle',
        description:
          'The enemy the Widow hits is Poisoned: it rolls one fewer Attack die until the end of the next Cycle.',
      },
      {
        name: 'Patient Hunter',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'If the Widow did not move during an Impulse, her next attack rolls one extra Attack die.',
      },
      {
        name: 'Wall Crawler',
        type: 'Ability',
        subType: 'Positional',
        usage: 'On Move',
        frequency: 'Always',
        description: 'The Widow can move across walls and Web tiles as if they were open ground.',
      },
    ],
  },
  {
    name: 'GRIMCLAW',
    role: 'Beastkin Berserker',
    bio: 'Grimclaw was born in a wolf den and raised by whatever survived him. He fights on all fours when the rage takes him, and the rage always takes him. He cannot be reasoned with, bribed or slowed, only pointed at something.',
    stats: { attackDice: 'D6', defenseDice: 'D2', baseHP: 8, baseMobility: 6 },
    featured: false,
    palette: { primary: '#5c2e0e', secondary: '#f97316' },
    motif: 'claw',
    abilities: [
      {
        name: 'Blood Frenzy',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description: 'Grimclaw rolls one extra Attack die for every 3 HP he has lost.',
      },
      {
        name: 'Pounce',
        type: 'Ability',
        subType: 'Impulse 1',
        usage: 'On Move',
        frequency: 'Once Per Cycle',
        description: 'Leap up to 3 tiles over fighters and obstacles and attack an enemy where he lands.',
      },
      {
        name: 'Rend',
        type: 'Ability',
        subType: 'Active',
        usage: 'On Hit',
        frequency: 'Once Per Cycle',
        description: 'Attack an adjacent enemy twice. The second attack rolls one fewer Attack die.',
      },
      {
        name: 'Howl',
        type: 'Ability',
        subType: 'Impulse 2',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Match',
        description: 'Every enemy within 2 tiles rolls one fewer Defense die until the end of the Cycle.',
      },
      {
        name: 'Pack Instinct',
        type: 'Ability',
        subType: 'Positional',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'Grimclaw rolls one extra Attack die against an enemy that is adjacent to one of his allies.',
      },
      {
        name: 'Feral Recovery',
        type: 'Ability',
        subType: 'Impulse 3',
        usage: 'End of Cycle',
        frequency: 'Twice Per Match',
        description: 'If Grimclaw defeated a fighter this Cycle, he heals 2 HP.',
      },
    ],
  },
  {
    name: 'ASTRA',
    role: 'Starfallen',
    bio: 'Astra fell from the sky above the Glass Desert, burning, and got up angry. She does not remember where she came from, but the stars do, and sometimes they reach down to help her. She commands the biggest spells in the game and pays for every one of them.',
    stats: { attackDice: 'D5', defenseDice: 'D3', baseHP: 6, baseMobility: 4 },
    featured: false,
    palette: { primary: '#0b1026', secondary: '#a5b4fc' },
    motif: 'star',
    abilities: [
      {
        name: 'Meteor',
        type: 'Spell',
        subType: 'Impulse 3',
        usage: 'End of Cycle',
        frequency: 'Once Per Match',
        description:
          'Choose a tile during Impulse 1. At the end of the Cycle, a star falls on it: every fighter on that tile and the adjacent ones takes 3 damage.',
      },
      {
        name: 'Starlight Lance',
        type: 'Spell',
        subType: 'Active',
        usage: 'Cycle Agnostic',
        frequency: 'Once Per Cycle',
        description:
          'Attack every fighter in a straight line up to 4 tiles long, rolling separately against each.',
      },
      {
        name: 'Celestial Drift',
        type: 'Spell',
        subType: 'Impulse 1',
        usage: 'Start of Cycle',
        frequency: 'Twice Per Match',
        description: 'Teleport to any empty tile within 4 tiles.',
      },
      {
        name: 'Fallen Star',
        type: 'Spell',
        subType: 'Trait',
        usage: 'On Defense',
        frequency: 'Always',
        description: 'The first time each match Astra would be reduced to 0 HP, she stays at 1 HP instead.',
      },
    ],
  },
  {
    name: 'ELDERROOT',
    role: 'Ancient Warden',
    bio: 'Elderroot stood at the edge of the Blackwood for a thousand years, watching armies come and go. When the axes came for the forest, he walked. He is the slowest fighter on the roster and, at full strength, the hardest to kill.',
    stats: { attackDice: 'D4', defenseDice: 'D6', baseHP: 10, baseMobility: 1 },
    featured: false,
    palette: { primary: '#2f2416', secondary: '#65a30d' },
    motif: 'tree',
    abilities: [
      {
        name: 'Deep Roots',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'Elderroot cannot be moved by enemy effects. If he did not move this Cycle, he heals 1 HP at the end of it.',
      },
      {
        name: 'Bark Skin',
        type: 'Ability',
        subType: 'Impulse 2',
        usage: 'On Defense',
        frequency: 'Once Per Cycle',
        description: 'Reduce the damage of one hit against Elderroot by half, rounded up.',
      },
      {
        name: 'Canopy',
        type: 'Spell',
        subType: 'Positional',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description:
          'Allies adjacent to Elderroot cannot be targeted by ranged attacks from more than 3 tiles away.',
      },
      {
        name: 'Crushing Bough',
        type: 'Ability',
        subType: 'Active',
        usage: 'On Hit',
        frequency: 'Once Per Cycle',
        description: 'Attack an enemy up to 2 tiles away. On a hit, it is knocked Prone.',
      },
    ],
  },
  {
    name: 'BASTION',
    role: 'Shieldbearer',
    bio: "Bastion held the Gate of Vorn alone for three days while the city behind him evacuated. The city fell anyway; Bastion did not. He carries the gate's iron door as a shield and plants it wherever his allies need a wall.",
    stats: { attackDice: 'D3', defenseDice: 'D6', baseHP: 9, baseMobility: 3 },
    featured: false,
    palette: { primary: '#334155', secondary: '#94a3b8' },
    motif: 'shield',
    abilities: [
      {
        name: 'Hold the Line',
        type: 'Ability',
        subType: 'Positional',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description: 'Enemies cannot move through the tiles adjacent to Bastion without stopping.',
      },
      {
        name: 'Shield Bash',
        type: 'Ability',
        subType: 'Active',
        usage: 'On Hit',
        frequency: 'Once Per Cycle',
        description:
          'Attack an adjacent enemy with his Defense dice instead of his Attack dice. On a hit, push it 1 tile.',
      },
      {
        name: 'Intercept',
        type: 'Ability',
        subType: 'Impulse 2',
        usage: 'On Defense',
        frequency: 'Twice Per Cycle',
        description:
          'When an ally within 2 tiles is attacked, Bastion moves adjacent to it and becomes the target instead.',
      },
      {
        name: 'Gatekeeper',
        type: 'Ability',
        subType: 'Trait',
        usage: 'Cycle Agnostic',
        frequency: 'Always',
        description: 'Bastion rolls one extra Defense die against attacks from the front.',
      },
    ],
  },
];
