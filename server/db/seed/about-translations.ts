import type { SeedTranslation } from './translations';

/**
 * The demo About page in French and Japanese, for the row seed.ts writes from SEED_ABOUT. The
 * description is plain paragraphs separated by blank lines, made rich text as the English one is.
 */
export const ABOUT_TRANSLATION: SeedTranslation<'title' | 'description' | 'missionStatement'> = {
  fr: {
    title: 'À propos de Blood & Mayhem',
    description: [
      'Blood & Mayhem est une franchise de dark fantasy qui se déroule dans les Royaumes Brisés, un monde de serments rompus, de cités englouties et de trônes qui survivent à leurs rois. Elle est née d’un prototype de jeu de plateau sur une table de cuisine et a grandi jusqu’à devenir un studio de concepteurs, d’artistes et d’ingénieurs qui partagent une obsession : des combats qui se décident par les choix que l’on fait.',
      'La franchise réunit trois expériences. Sur PC, Blood & Mayhem est un jeu de combat tactique compétitif : vous composez une équipe, planifiez chaque Cycle en secret et voyez vos décisions se heurter à celles de votre adversaire, Impulsion après Impulsion. Une version mobile, repensée pour des parties plus courtes et un écran tenu en main, et un jeu de plateau qui amène les mêmes combattants et les mêmes dés sur la table sont tous deux en préparation.',
      'Au cœur de chaque version, il y a les combattants. Vingt et un au lancement, de la duelliste sanguinaire Vespera à l’armure vide du Roi Creux, chacun avec ses propres dés, sa propre histoire et de trois à six Capacités et Sorts uniques. Aucun ne se joue comme un autre, et aucun combattant n’est simplement une meilleure version d’un autre.',
      'Blood & Mayhem se construit avec sa communauté, pas seulement pour elle. Les changements d’équilibrage sont expliqués ouvertement, les tournois sont organisés avec des joueurs et des commentateurs issus de la communauté, et chaque rapport de bug et chaque avis envoyé par ce site est lu par un membre de l’équipe.',
    ].join('\n\n'),
    missionStatement:
      'Créer le jeu de combat le plus honnête au monde, où chaque victoire se gagne en lisant son adversaire et où chaque défaite apprend quelque chose. Nous voulons que Blood & Mayhem soit un lieu où la stratégie compte plus que les seuls réflexes, où un monde sombre et beau donne un sens à chaque combat, et où les joueurs du jeu PC, du jeu mobile et du jeu de plateau partagent une histoire, un roster et une communauté.',
  },
  ja: {
    title: 'Blood & Mayhem について',
    description: [
      'Blood & Mayhem は、破られた誓い、水没した都市、王よりも長く残る玉座の世界「砕かれた王国」を舞台にしたダークファンタジーのフランチャイズです。台所のテーブルで生まれたボードゲームの試作から始まり、ひとつのこだわりを共有するデザイナー、アーティスト、エンジニアのスタジオへと成長しました。そのこだわりとは、プレイヤーの選択によって決まる戦いです。',
      'フランチャイズは三つの体験からなります。PC 版の Blood & Mayhem は対戦型のタクティカル格闘ゲームです。チームを編成し、各サイクルを秘密裏に計画し、インパルスごとに自分の決断が相手の決断とぶつかり合うのを見届けます。短いセッションと手の中の画面に合わせて作り直したモバイル版と、同じファイターとダイスを卓上に持ち込むボードゲームも、どちらも準備中です。',
      'どのバージョンでも中心にいるのはファイターたちです。発売時には 21 人。血を操る決闘者ヴェスペラから、中身のない鎧である虚ろの王まで、それぞれが固有のダイス、固有の物語、そして 3 から 6 の固有のアビリティと呪文を持っています。同じ戦い方をするファイターは二人といませんし、ほかのファイターの単なる上位互換もいません。',
      'Blood & Mayhem はコミュニティのためだけでなく、コミュニティと共に作られています。バランス調整は公開の場で説明され、大会はコミュニティのプレイヤーや実況者と共に運営され、このサイトから送られたすべてのバグ報告とフィードバックはチームの誰かが読んでいます。',
    ].join('\n\n'),
    missionStatement:
      '世界でいちばん誠実な格闘ゲームを作ること。すべての勝利は相手を読むことで勝ち取られ、すべての敗北が何かを教えてくれる、そんなゲームです。Blood & Mayhem を、反射神経だけでなく戦略が報われる場所に、暗く美しい世界がすべての戦いに意味を与える場所に、そして PC 版、モバイル版、ボードゲームのプレイヤーがひとつの物語、ひとつのロスター、ひとつのコミュニティを共有する場所にしたいと考えています。',
  },
};
