import type { Locale } from '../../../contracts/locales';

/**
 * The demo content in the shipped locales other than English (docs/decisions/0054): every FAQ,
 * chapter and game mode, each keyed by its English text as the seed writes it, so a reader sees
 * which row a translation belongs to. The fighters' roles and bios are in fighter-translations.ts.
 * FAQ answers are plain paragraphs separated by blank lines, made rich text as the English ones are.
 */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export type SeedTranslation<Field extends string> = Record<TranslatedLocale, Record<Field, string>>;

/** By English question. */
export const FAQ_TRANSLATIONS: Record<string, SeedTranslation<'question' | 'answer'>> = {
  'What is Blood & Mayhem?': {
    fr: {
      question: 'Qu’est-ce que Blood & Mayhem ?',
      answer:
        'Blood & Mayhem est une franchise de dark fantasy bâtie autour d’un jeu de combat tactique compétitif sur PC. Vous formez une équipe de combattants, planifiez chaque Cycle en secret, et laissez les dés et vos décisions trancher. Un jeu mobile et un jeu de plateau situés dans le même univers sont en développement.',
    },
    ja: {
      question: '「Blood & Mayhem」とは何ですか？',
      answer:
        '「Blood & Mayhem」は、PC向けの対戦型タクティカル格闘ゲームを軸にしたダークファンタジーのフランチャイズです。ファイターでチームを組み、各サイクルの行動を密かに計画し、勝負の行方をダイスとあなたの判断に委ねます。同じ世界を舞台にしたモバイルゲームとボードゲームも開発中です。',
    },
  },
  'Where can I buy the game, and how much does it cost?': {
    fr: {
      question: 'Où acheter le jeu, et combien coûte-t-il ?',
      answer:
        'Le jeu PC est disponible sur Steam. Le jeu de base comprend les 21 combattants du lancement, les chapitres de l’histoire Blood Message et le mode classé. Les cosmétiques sont vendus séparément et n’ont jamais d’effet sur le jeu.',
    },
    ja: {
      question: 'ゲームはどこで買えますか？価格はいくらですか？',
      answer:
        'PC版はSteamで販売中です。基本ゲームには、発売時の21人のファイター全員、ストーリーチャプター「Blood Message」、ランクマッチが含まれます。コスメティックアイテムは別売りで、ゲームプレイに影響することは一切ありません。',
    },
  },
  'When are the mobile and board game versions coming out?': {
    fr: {
      question: 'Quand sortiront la version mobile et le jeu de plateau ?',
      answer:
        'Les deux sont indiqués « Bientôt disponible » sur notre page des jeux. Nous annoncerons les dates d’abord dans le journal de développement ; abonnez-vous à la lettre d’information pour les connaître avant tout le monde.',
    },
    ja: {
      question: 'モバイル版とボードゲーム版はいつ発売されますか？',
      answer:
        'どちらもゲーム紹介ページで「近日公開」となっています。発売日はまず開発日誌でお知らせします。誰よりも早く知りたい方は、ニュースレターにご登録ください。',
    },
  },
  'Is Blood & Mayhem suitable for younger players?': {
    fr: {
      question: 'Blood & Mayhem convient-il aux jeunes joueurs ?',
      answer:
        'Le jeu contient de la violence stylisée, du sang et des thèmes sombres. Il est classé T (Teen) par l’ESRB. Un contrôle parental est disponible dans les paramètres du compte.',
    },
    ja: {
      question: '「Blood & Mayhem」は年少のプレイヤーにも適していますか？',
      answer:
        '本作には様式化された暴力表現、流血、ダークなテーマが含まれます。ESRBのレーティングはT（13歳以上）です。ペアレンタルコントロールはアカウント設定から利用できます。',
    },
  },
  'How does combat work?': {
    fr: {
      question: 'Comment se déroulent les combats ?',
      answer:
        'Une partie se joue en Cycles. Les deux joueurs planifient leurs actions en secret, puis chaque Cycle se résout en trois Impulsions au cours desquelles les combattants agissent par ordre de Mobilité. Une attaque oppose les dés d’Attaque de l’attaquant aux dés de Défense du défenseur, du D2 au D6, et les capacités ajoutent, retirent ou relancent des dés. L’article « Au cœur du Cycle » du journal de développement détaille un exemple complet.',
    },
    ja: {
      question: '戦闘はどのように進みますか？',
      answer:
        '対戦はサイクル単位で進みます。両プレイヤーが密かに行動を計画し、各サイクルは3つのインパルスで解決されます。インパルスではファイターが機動力の高い順に行動します。攻撃では、攻撃側の攻撃ダイスと防御側の防御ダイス（D2からD6まで）を振り合い、アビリティによってダイスを追加したり、取り除いたり、振り直したりします。開発日誌の「サイクルの内側」で、ひとつの流れを通して詳しく解説しています。',
    },
  },
  'What is the difference between an Ability and a Spell?': {
    fr: {
      question: 'Quelle différence entre une Capacité et un Sort ?',
      answer:
        'Les deux figurent sur la page de chaque combattant. Les Capacités sont des techniques physiques ; les Sorts sont magiques, et certains combattants et effets les traitent différemment : Skald, par exemple, subit moins de dégâts des Sorts. Chacun a aussi un sous-type : les Traits sont toujours actifs, les capacités Positionnelles dépendent de la place des combattants, les Actives consomment votre action, et les capacités Impulsion 1, 2 et 3 ne s’utilisent que pendant cette Impulsion.',
    },
    ja: {
      question: 'アビリティとスペルの違いは何ですか？',
      answer:
        'どちらも各ファイターのページに載っています。アビリティは肉体的な技、スペルは魔法で、ファイターや効果によっては両者の扱いが異なります。たとえばスカルドはスペルから受けるダメージが少なくなります。それぞれにサブタイプもあり、トレイトは常に有効、ポジショナルはファイターの位置によって効果が変わり、アクティブは行動を消費し、インパルス1・2・3のものはそのインパルス中にしか使えません。',
    },
  },
  'Which fighter should I start with?': {
    fr: {
      question: 'Par quel combattant commencer ?',
      answer:
        'Kael est le premier choix classique : des dés solides, des capacités simples et une Riposte qui apprend à lire son adversaire. Bastion et Solane pardonnent davantage si vous préférez défendre ; Vespera et Corvina récompensent les joueurs qui aiment prendre des risques.',
    },
    ja: {
      question: '最初はどのファイターを使えばいいですか？',
      answer:
        '定番の最初の一人はケイルです。安定したダイス、シンプルなアビリティ、そして相手の読み方を教えてくれる「リポスト」を備えています。守りを重視するならバスティオンやソレインが扱いやすく、リスクを取るのが好きなプレイヤーにはヴェスペラやコルヴィナが応えてくれます。',
    },
  },
  'How does ranked matchmaking work?': {
    fr: {
      question: 'Comment fonctionne le matchmaking classé ?',
      answer:
        'Le mode classé s’ouvre après dix parties non classées. Votre cote évolue après chaque partie, et votre ligue visible (Fer, Bronze, Argent, Or, Sang et Écarlate) est mise à jour à la fin de chaque journée. Les saisons durent trois mois ; à la fin d’une saison, votre cote est ramenée en douceur vers le milieu.',
    },
    ja: {
      question: 'ランクマッチのマッチングはどのような仕組みですか？',
      answer:
        'ランクマッチは、カジュアルマッチを10戦すると解放されます。レーティングは毎試合後に変動し、表示されるリーグ（アイアン、ブロンズ、シルバー、ゴールド、ブラッド、クリムゾン）は毎日の終わりに更新されます。シーズンは3か月で、シーズン終了時にはレーティングが中央値に向けてゆるやかにリセットされます。',
    },
  },
  'Can I play against my friends?': {
    fr: {
      question: 'Puis-je jouer contre mes amis ?',
      answer:
        'Oui. Ouvrez le menu Versus, choisissez Partie privée et partagez le code du salon. Les parties privées acceptent tous les combattants, les règles de tournoi et les spectateurs.',
    },
    ja: {
      question: 'フレンドと対戦できますか？',
      answer:
        'はい。対戦メニューを開いて「プライベートマッチ」を選び、ルームコードを共有してください。プライベートマッチでは、すべてのファイター、大会ルール、観戦に対応しています。',
    },
  },
  'What are the minimum PC requirements?': {
    fr: {
      question: 'Quelle est la configuration PC minimale ?',
      answer:
        'Windows 10 64 bits, un processeur double cœur à 2,5 GHz, 8 Go de RAM, une carte graphique avec 2 Go de mémoire vidéo (de la classe GTX 960 ou RX 470) et 15 Go d’espace disque libre. Une connexion haut débit est nécessaire pour jouer en ligne.',
    },
    ja: {
      question: 'PCの最低動作環境を教えてください。',
      answer:
        'Windows 10（64ビット）、2.5GHzのデュアルコアプロセッサー、8GBのRAM、ビデオメモリ2GBのグラフィックカード（GTX 960またはRX 470クラス）、15GBの空きディスク容量が必要です。オンライン対戦にはブロードバンド接続が必要です。',
    },
  },
  'The game stutters or my inputs feel delayed online. What can I do?': {
    fr: {
      question: 'Le jeu saccade ou mes commandes semblent retardées en ligne. Que faire ?',
      answer:
        'Utilisez une connexion filaire si vous le pouvez, fermez les programmes qui téléchargent en arrière-plan et vérifiez l’indicateur de connexion dans le salon de la partie. Choisir la région la plus proche dans les paramètres réseau est souvent ce qui aide le plus. Si le problème persiste, envoyez-nous un signalement avec un fichier de replay via le formulaire d’avis.',
    },
    ja: {
      question: 'オンラインでゲームがカクついたり、入力が遅れたりします。どうすればいいですか？',
      answer:
        '可能であれば有線接続を使い、バックグラウンドでダウンロードしているプログラムを終了し、マッチロビーの接続インジケーターを確認してください。多くの場合、ネットワーク設定で最も近いリージョンを選ぶのが一番効果的です。それでも改善しない場合は、フィードバックフォームからリプレイファイルを添えてご報告ください。',
    },
  },
  'Does the game support controllers and Steam Deck?': {
    fr: {
      question: 'Le jeu est-il compatible avec les manettes et le Steam Deck ?',
      answer:
        'La prise en charge complète des manettes est disponible sur PC : chaque menu et chaque capacité sont accessibles sans souris. Le jeu est jouable sur Steam Deck ; nous travaillons à une mise à l’échelle dédiée de l’interface avant de demander le badge Vérifié.',
    },
    ja: {
      question: 'コントローラーやSteam Deckに対応していますか？',
      answer:
        'PC版はコントローラーに完全対応しており、すべてのメニューとアビリティをマウスなしで操作できます。Steam Deckでもプレイ可能です。「認証済み」バッジを申請する前に、専用のインターフェース拡大率に取り組んでいます。',
    },
  },
  'How do I link my Steam account to my Blood & Mayhem account?': {
    fr: {
      question: 'Comment lier mon compte Steam à mon compte Blood & Mayhem ?',
      answer:
        'Lancez le jeu une fois et choisissez Lier le compte sur l’écran titre, ou connectez-vous sur le site et ouvrez Paramètres du compte, puis Connexions. Un compte Blood & Mayhem ne peut être lié qu’à un seul compte Steam.',
    },
    ja: {
      question: 'Steamアカウントを「Blood & Mayhem」アカウントと連携するには？',
      answer:
        'ゲームを一度起動してタイトル画面で「アカウント連携」を選ぶか、ウェブサイトにサインインして「アカウント設定」の「連携」を開いてください。1つの「Blood & Mayhem」アカウントに連携できるSteamアカウントは1つだけです。',
    },
  },
  'I forgot my password. How do I reset it?': {
    fr: {
      question: 'J’ai oublié mon mot de passe. Comment le réinitialiser ?',
      answer:
        'Choisissez Mot de passe oublié sur l’écran de connexion et saisissez l’adresse e-mail de votre compte. Le lien de réinitialisation est valable une heure. Si l’e-mail n’arrive pas, vérifiez vos courriers indésirables, puis contactez l’assistance.',
    },
    ja: {
      question: 'パスワードを忘れました。どうすればリセットできますか？',
      answer:
        'サインイン画面で「パスワードをお忘れですか」を選び、アカウントのメールアドレスを入力してください。リセット用リンクの有効期限は1時間です。メールが届かない場合は迷惑メールフォルダーを確認し、それでも見つからなければサポートにお問い合わせください。',
    },
  },
  'Can I delete my account and my data?': {
    fr: {
      question: 'Puis-je supprimer mon compte et mes données ?',
      answer:
        'Oui. Envoyez une demande via le formulaire d’assistance depuis l’adresse e-mail de votre compte, avec « Suppression de compte » en objet. Nous confirmons la demande par e-mail et supprimons le compte et ses données personnelles sous 30 jours.',
    },
    ja: {
      question: 'アカウントとデータを削除できますか？',
      answer:
        'はい。アカウントのメールアドレスから、件名に「アカウント削除」と書いてサポートフォームでご依頼ください。メールでご依頼を確認したうえで、30日以内にアカウントと個人データを削除します。',
    },
  },
  'How do I report a bug?': {
    fr: {
      question: 'Comment signaler un bug ?',
      answer:
        'Utilisez le formulaire d’avis de la page d’assistance. Dites-nous ce que vous avez fait, ce que vous attendiez et ce qui s’est passé, et joignez si possible des captures d’écran ou une courte vidéo. Les fichiers de replay nous aident le plus pour les bugs de combat.',
    },
    ja: {
      question: 'バグを報告するには？',
      answer:
        'サポートページのフィードバックフォームをご利用ください。何をしたか、何を期待したか、実際に何が起きたかを書き、可能であればスクリーンショットや短い動画を添付してください。戦闘中のバグには、リプレイファイルが最も役立ちます。',
    },
  },
  'How long does it take to get an answer from support?': {
    fr: {
      question: 'Combien de temps faut-il pour obtenir une réponse de l’assistance ?',
      answer:
        'Nous répondons à la plupart des messages sous 24 à 48 heures, et plus vite pendant les tournois. Les messages concernant les paiements et la sécurité des comptes sont traités en priorité.',
    },
    ja: {
      question: 'サポートからの返信にはどのくらいかかりますか？',
      answer:
        'ほとんどのお問い合わせには24～48時間以内に返信しており、大会期間中はさらに早く対応します。お支払いやアカウントのセキュリティに関するお問い合わせは優先して対応します。',
    },
  },
  'How do I report a player for cheating or abuse?': {
    fr: {
      question: 'Comment signaler un joueur pour triche ou comportement abusif ?',
      answer:
        'Ouvrez la partie dans votre historique et choisissez Signaler le joueur, ou envoyez-nous le nom du joueur et l’heure de la partie via le formulaire d’assistance. Les signalements sont examinés par une personne, et nous ne communiquons pas l’issue à l’auteur du signalement.',
    },
    ja: {
      question: '不正行為や迷惑行為をしたプレイヤーを報告するには？',
      answer:
        '対戦履歴からその試合を開いて「プレイヤーを報告」を選ぶか、サポートフォームからプレイヤー名と試合の日時をお送りください。報告はスタッフが一件ずつ確認します。なお、対応の結果を報告者にお伝えすることはありません。',
    },
  },
};

/** By English subtitle: every chapter's title is the game's name, which stays as it is. */
export const CHAPTER_TRANSLATIONS: Record<string, SeedTranslation<'title' | 'subtitle' | 'description'>> = {
  'Chapter 1: The Beginning': {
    fr: {
      title: 'BLOOD & MAYHEM',
      subtitle: 'Chapitre 1 : Le Commencement',
      description:
        'La nuit où le Synode Écarlate a rompu son serment, les cloches de Hollowmere ont sonné jusqu’à ce que leurs cordes prennent feu. Six inconnus ont survécu à cette nuit. Aucun n’en est sorti intact.',
    },
    ja: {
      title: 'BLOOD & MAYHEM',
      subtitle: '第1章：始まり',
      description:
        'クリムゾン・シノドが誓いを破った夜、ホロウミアの鐘は、その綱が燃え上がるまで鳴り続けた。その夜を生き延びた見知らぬ者は六人。だが、無傷で済んだ者はひとりもいない。',
    },
  },
  'Chapter 2: The Awakening': {
    fr: {
      title: 'BLOOD & MAYHEM',
      subtitle: 'Chapitre 2 : L’Éveil',
      description:
        'Sous les catacombes, une chose que le Synode avait enterrée a ouvert les yeux. Les morts ne restent plus là où on les a mis, et les vivants ont commencé à choisir leur camp.',
    },
    ja: {
      title: 'BLOOD & MAYHEM',
      subtitle: '第2章：目覚め',
      description:
        'カタコンベの底で、シノドが葬ったはずの何かが目を開いた。死者はもはや置かれた場所にとどまらず、生者たちはそれぞれの側を選びはじめている。',
    },
  },
  'Chapter 3: The Revelation': {
    fr: {
      title: 'BLOOD & MAYHEM',
      subtitle: 'Chapitre 3 : La Révélation',
      description:
        'Le Hollow King n’a jamais menti. C’est la chose la plus effrayante qu’on ait apprise dans les Royaumes Brisés, et la vérité qu’il gardait est écrite en lettres de sang sur le Trône de Clous.',
    },
    ja: {
      title: 'BLOOD & MAYHEM',
      subtitle: '第3章：啓示',
      description:
        'ホロウ・キングは一度も嘘をついていなかった。それこそがシャッタード・レルムで知られた最も恐ろしい事実であり、彼が秘めてきた真実は、釘の玉座に血で記されている。',
    },
  },
  'Chapter 4: The Legacy': {
    fr: {
      title: 'BLOOD & MAYHEM',
      subtitle: 'Chapitre 4 : L’Héritage',
      description:
        'Quand la dernière cloche se taira, quelqu’un sera encore debout. Ce qu’il doit aux morts, et ce qu’il fera d’un monde brisé, voilà le message écrit dans le sang.',
    },
    ja: {
      title: 'BLOOD & MAYHEM',
      subtitle: '第4章：遺されしもの',
      description:
        '最後の鐘が鳴りやむとき、まだ立っている者がいるだろう。その者が倒れた者たちに何を負い、壊れた世界で何をなすのか。それこそが、血で記されたメッセージである。',
    },
  },
};

/** By English name. */
export const GAME_MODE_TRANSLATIONS: Record<string, SeedTranslation<'name' | 'subtitle' | 'description'>> = {
  'Blood & Mayhem': {
    fr: {
      name: 'Blood & Mayhem',
      subtitle: 'Le jeu de combat tactique compétitif',
      description:
        'Formez une équipe parmi 21 combattants, planifiez chaque Cycle en secret et déjouez votre adversaire en parties classées, en parties privées et dans les chapitres de l’histoire Blood Message. Disponible dès maintenant sur PC.',
    },
    ja: {
      name: 'Blood & Mayhem',
      subtitle: '対戦型タクティカル格闘ゲーム',
      description:
        '21人のファイターからチームを組み、各サイクルを密かに計画して、ランクマッチ、プライベートマッチ、ストーリーチャプター「Blood Message」で相手の裏をかけ。PC版好評発売中。',
    },
  },
  'Blood & Mayhem Mobile': {
    fr: {
      name: 'Blood & Mayhem Mobile',
      subtitle: 'Les Royaumes Brisés dans votre main',
      description:
        'Les mêmes combattants, les mêmes dés et les mêmes Cycles, repensés pour des parties de cinq minutes et une planification tactile, avec une progression partagée avec le jeu PC.',
    },
    ja: {
      name: 'Blood & Mayhem モバイル',
      subtitle: '手のひらのシャッタード・レルム',
      description:
        '同じファイター、同じダイス、同じサイクルを、5分間の対戦とタッチ操作での計画に合わせて再構築。進行状況はPC版と共有されます。',
    },
  },
  'Blood & Mayhem: The Board Game': {
    fr: {
      name: 'Blood & Mayhem : le jeu de plateau',
      subtitle: 'De vrais dés, une vraie table, de vraies rancunes',
      description:
        'Des figurines sculptées des combattants du lancement, une arène modulaire de tuiles et tout le système des Cycles et des Impulsions, pour deux à quatre joueurs autour d’une même table.',
    },
    ja: {
      name: 'Blood & Mayhem ボードゲーム',
      subtitle: '本物のダイス、本物のテーブル、本物の因縁',
      description:
        'ローンチ時のファイターを再現した精巧なミニチュア、タイルを組み合わせるアリーナ、そしてサイクルとインパルスのシステムをすべて収録。2～4人で、ひとつのテーブルを囲んで遊べます。',
    },
  },
};
