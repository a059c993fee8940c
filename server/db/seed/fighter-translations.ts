import type { SeedTranslation } from './translations';

/**
 * The demo fighters' role and bio in French and Japanese, by fighter name (translations.ts holds
 * the rest of the demo content's). Names stay as they are: they are not localized.
 */
export const FIGHTER_TRANSLATIONS: Record<string, SeedTranslation<'role' | 'bio'>> = {
  VESPERA: {
    fr: {
      role: 'Saigneuse',
      bio: 'Autrefois médecin de cour du Synode Écarlate, Vespera a appris que chaque blessure est une porte, et que chaque porte peut s’ouvrir plus grand. Elle se bat avec une paire de sabres chirurgicaux et gagne en force à chaque entaille qu’elle porte. Le Synode a brûlé ses apprentis ; depuis, elle recouvre sa dette.',
    },
    ja: {
      role: '瀉血師',
      bio: 'かつてクリムゾン・シノドの宮廷医だったヴェスペラは、あらゆる傷は扉であり、どの扉もさらに大きく開けられることを学んだ。二振りの外科用サーベルで戦い、斬りつけるたびに力を増していく。シノドは彼女の弟子たちを焼き殺した。以来、彼女はその借りを取り立て続けている。',
    },
  },
  'IRON MAIDEN': {
    fr: {
      role: 'Mastodonte',
      bio: 'Personne ne se souvient du nom de la femme scellée dans l’armure à pointes de Gallowmere, et elle n’y répond plus. L’armure marche, elle se souvient de chaque prisonnier qu’elle a enfermé, et elle punit quiconque est assez fou pour la frapper. Elle est lente, patiente et presque impossible à abattre.',
    },
    ja: {
      role: 'ジャガーノート',
      bio: 'ギャロウミアの棘の鎧に封じられた女の名を、覚えている者はいない。彼女自身も、もうその名には応えない。鎧は歩き、かつて閉じ込めたすべての囚人を覚えていて、愚かにも打ちかかる者を罰する。動きは遅く、忍耐強く、倒すことはほぼ不可能だ。',
    },
  },
  MORGRAVE: {
    fr: {
      role: 'Gardien des tombes',
      bio: 'Morgrave a gardé les catacombes sous Hollowmere pendant quarante ans, avant que les morts ne se mettent à le garder. Il relève ce qui tombe sur le champ de bataille et le renvoie au combat, un serviteur titubant après l’autre. Sa lanterne brûle du dernier souffle de tous ceux qu’il a enterrés.',
    },
    ja: {
      role: '墓守',
      bio: 'モーグレイヴは四十年にわたりホロウミアの地下墓所を守ってきた。やがて死者たちが彼を守りはじめるまでは。戦場で倒れたものを起き上がらせ、よろめく従僕としてひとりずつ戦いへ送り返す。彼のランタンは、自らが葬ったすべての者の最後の息で燃えている。',
    },
  },
  ASHKA: {
    fr: {
      role: 'Pyromancienne',
      bio: 'Ashka fut la seule survivante quand la cité d’Emberfall fut livrée aux flammes, et elle sortit des cendres en portant le feu en elle. Elle brûle tout ce qu’elle touche, et ne choisit pas toujours ce qu’elle touche. L’Inquisition veut sa mort ; la plupart de ses alliés ne sont pas sûrs de lui donner tort.',
    },
    ja: {
      role: 'パイロマンサー',
      bio: 'エンバーフォールの都が焼き払われたとき、生き残ったのはアシュカただひとりだった。彼女は炎を内に宿したまま灰の中から歩み出た。触れるものすべてを焼き尽くし、しかも何に触れるかを選べるとは限らない。異端審問会は彼女の死を望んでいる。仲間の多くも、それに異を唱える自信はない。',
    },
  },
  'HOLLOW KING': {
    fr: {
      role: 'Tyran',
      bio: 'Le Hollow King a siégé trois cents ans sur le Trône de Clous et ne l’a quitté que lorsque sa couronne a jugé qu’il avait mérité une guerre. Son armure est vide ; sa volonté ne l’est pas. Il commande le champ de bataille comme il commandait jadis sa cour, et ceux qui s’agenouillent vivent un peu plus longtemps.',
    },
    ja: {
      role: '暴君',
      bio: 'ホロウ・キングは三百年にわたり釘の玉座に座し、王冠が「戦に値する」と認めたときにようやくその座を離れた。鎧は空っぽだが、意志はそうではない。かつて宮廷を支配したように戦場を支配し、ひざまずく者は少しだけ長く生きられる。',
    },
  },
  SELENE: {
    fr: {
      role: 'Chasseresse lunaire',
      bio: 'Selene chasse sous la lune pâle des bois de Silverwood, où les bêtes sont plus grosses que des maisons, et les gens pires encore. Elle ne manque jamais son premier tir et a rarement besoin d’un second. Le jour, elle est pisteuse à louer ; la nuit, elle appartient à la lune.',
    },
    ja: {
      role: '月の狩人',
      bio: 'セレーネはシルバーウッドの青白い月の下で狩りをする。そこでは獣は家よりも大きく、人間はそれよりもたちが悪い。最初の一射を外したことはなく、二射目が必要になることもまずない。昼は雇われの追跡者、夜は月に仕える者だ。',
    },
  },
  BRAMBLE: {
    fr: {
      role: 'Sorcière des ronces',
      bio: 'Bramble a grandi dans les labyrinthes de haies de la Witchmarch, où chaque sentier mord. Elle change le champ de bataille en jardin d’épines et laisse ses ennemis décider combien de sang ils sont prêts à payer pour le traverser. Elle parle aux racines, et elles lui répondent.',
    },
    ja: {
      role: '茨の魔女',
      bio: 'ブランブルは、どの小道も噛みついてくるウィッチマーチの生け垣の迷路で育った。戦場を茨の庭に変え、そこを渡るためにどれだけの血を払うかは敵に決めさせる。彼女が根に語りかければ、根は答える。',
    },
  },
  KRAKHUL: {
    fr: {
      role: 'Brise-marée',
      bio: 'Krakhul a été tiré de la Côte Noyée par une flotte de pêche, dont il a tué la moitié avant le petit-déjeuner. Il se bat avec une ancre au bout d’une chaîne et toute la force de la mer derrière lui. Chacun de ses coups frappe comme une vague contre la digue d’un port.',
    },
    ja: {
      role: '潮砕き',
      bio: 'クラクフルは漁船団によって溺れた海岸から引き揚げられ、朝食前にその半数を殺した。鎖につないだ錨を振るい、その背後には海そのものの力がある。一撃一撃が、港の防波堤に打ち寄せる大波のように襲いかかる。',
    },
  },
  OCULUS: {
    fr: {
      role: 'Voyant',
      bio: 'Oculus a échangé ses deux yeux contre un troisième, qui voit les quelques battements de cœur à venir de chaque combat. L’Ordre du Regard Voilé le tient pour son plus grand prophète ; ceux qu’il a regardés mourir ne lui donnent plus aucun nom. Il ne frappe pas fort, mais il sait toujours où le coup portera.',
    },
    ja: {
      role: '予見者',
      bio: 'オキュラスは両目と引き換えに、あらゆる戦いの数拍先を見通す第三の目を得た。ヴェールの眼差し教団は彼を最も偉大な預言者と呼ぶが、彼に看取られて死んだ者たちは、もう彼を何とも呼ばない。一撃は重くないが、その一撃がどこに当たるかを常に知っている。',
    },
  },
  SKALD: {
    fr: {
      role: 'Graveur de runes',
      bio: 'Le dernier des scaldes du Nord grave les runes anciennes dans sa propre peau et les chante dans les boucliers de ses alliés. Chaque rune est un vers d’une saga dont personne d’autre ne se souvient. Quand le chant s’achève, quelqu’un s’achève avec lui.',
    },
    ja: {
      role: 'ルーン彫り',
      bio: '北方最後のスカルドは、古のルーンを自らの肌に刻み、歌に乗せて仲間の盾へと刻み込む。ひとつひとつのルーンは、もはや誰も覚えていないサガの一節だ。歌が終わるとき、誰かの命もまた終わる。',
    },
  },
  TEMPEST: {
    fr: {
      role: 'Invocatrice d’orages',
      bio: 'Tempest gardait un phare sur le Cap Hurlant, jusqu’au jour où la tempête qu’elle observait a décidé de l’observer en retour. Depuis, elle la suit partout. C’est la combattante la plus dangereuse en terrain découvert, et la plus imprévisible, y compris pour elle-même.',
    },
    ja: {
      role: '嵐を呼ぶ者',
      bio: 'テンペストはハウリング岬の灯台守だった。見張っていた嵐が、逆に彼女を見つめ返すと決めるまでは。以来、嵐はどこへでも彼女についてくる。開けた戦場では最も危険なファイターであり、最も予測のつかないファイターでもある。それは彼女自身にとっても同じだ。',
    },
  },
  KAEL: {
    fr: {
      role: 'Mercenaire',
      bio: 'Kael s’est battu pour onze rois, dont quatre qu’il a plus tard tués pour le compte d’un autre. Il n’a ni magie, ni cause, ni illusions : seulement une très longue épée et la discipline d’un homme qui a survécu à tous ses employeurs. C’est le combattant avec lequel les nouveaux joueurs apprennent, et que les vétérans craignent encore.',
    },
    ja: {
      role: '傭兵',
      bio: 'ケイルは十一人の王のために戦い、そのうち四人を、のちに別の誰かの金で手にかけた。魔法も大義も幻想も持たない。あるのは、とても長い剣と、すべての雇い主より長く生き延びてきた男の規律だけだ。新人プレイヤーが最初に学ぶファイターであり、ベテランがいまだに恐れるファイターでもある。',
    },
  },
  CORVINA: {
    fr: {
      role: 'Sorcière aux corbeaux',
      bio: 'Corvina parle au nom des corbeaux du Champ des Potences, et les corbeaux ont beaucoup à dire. Elle voit par cent yeux noirs et frappe de partout où la nuée s’est posée. Là où passe Corvina, quelque chose est toujours sur le point de mourir.',
    },
    ja: {
      role: '鴉の魔女',
      bio: 'コルヴィナは絞首台の野に棲む鴉たちの代弁者であり、鴉たちには語るべきことが山ほどある。百の黒い瞳を通して見通し、群れが舞い降りた場所ならどこからでも襲いかかる。コルヴィナの歩むところ、いつも何かが死にかけている。',
    },
  },
  OSSIAN: {
    fr: {
      role: 'Façonneur d’os',
      bio: 'Ossian est un sculpteur dont le matériau de prédilection se trouve être ses ennemis. Dans les ossuaires de Vael, il a bâti des cathédrales avec les morts ; sur le champ de bataille, il bâtit des armes. Il parle à ses créations pendant qu’il travaille, et il arrive qu’elles répondent.',
    },
    ja: {
      role: '骨細工師',
      bio: 'オシアンは彫刻家であり、好んで使う素材がたまたま敵だというだけだ。ヴァエルの納骨堂では死者で大聖堂を築き、戦場では武器を築く。作業中は作品に語りかけ、ときには作品が答えを返す。',
    },
  },
  SOLANE: {
    fr: {
      role: 'Templière solaire',
      bio: 'Solane est la dernière templière de la Flèche de l’Aube, une forteresse tombée le jour où le soleil ne s’est pas levé sur elle. Elle porte dans son bouclier ce qui reste de cette lumière et refuse de la laisser s’éteindre. Sa foi est fragile ; sa lame ne l’est pas.',
    },
    ja: {
      role: '太陽の聖騎士',
      bio: 'ソレインは、太陽が昇らなかったその日に陥落した要塞、ドーンスパイアの最後の聖騎士だ。その光の残り火を盾に宿し、決して消えさせはしない。信仰はもろくとも、刃はもろくない。',
    },
  },
  MUMMER: {
    fr: {
      role: 'Farceur masqué',
      bio: 'Mummer s’est produit devant toutes les cours des Royaumes Brisés, et toutes celles qui ont ri ne sont plus que des ruines. Sous le masque peint se cache un autre masque et, dessous, quelque chose qui ne devrait pas sourire. Il se bat comme un danseur et triche comme un joueur.',
    },
    ja: {
      role: '仮面の道化',
      bio: 'ママーはシャッタード・レルムのあらゆる宮廷で芸を披露してきた。そして笑った宮廷は、いまやすべて廃墟と化している。彩色された仮面の下にはもうひとつの仮面があり、さらにその下には、笑ってはならない何かが潜む。踊り手のように戦い、博徒のようにいかさまを働く。',
    },
  },
  WIDOW: {
    fr: {
      role: 'Tisseuse',
      bio: 'Widow tisse ses toiles dans les charpentes des chapelles abandonnées et attend le retour des fidèles. Elle a enterré trois maris et en a mangé deux. Sur le champ de bataille, elle est patiente, méthodique, et ravie de laisser ses ennemis venir à elle.',
    },
    ja: {
      role: '織り手',
      bio: 'ウィドウは打ち捨てられた礼拝堂の梁に巣を張り、信徒たちが戻ってくるのを待っている。夫を三人葬り、そのうち二人を食らった。戦場では忍耐強く几帳面で、敵が自ら飛び込んでくるのを喜んで待つ。',
    },
  },
  GRIMCLAW: {
    fr: {
      role: 'Berserker bestial',
      bio: 'Grimclaw est né dans une tanière de loups et a été élevé par ce qui lui a survécu. Il se bat à quatre pattes quand la rage le prend, et la rage le prend toujours. On ne peut ni le raisonner, ni l’acheter, ni le ralentir : seulement le pointer vers quelque chose.',
    },
    ja: {
      role: '獣人の狂戦士',
      bio: 'グリムクロウは狼の巣穴で生まれ、彼のそばで生き延びた何かに育てられた。怒りに呑まれると四つ足で戦い、そして怒りは必ず彼を呑み込む。説得も買収も足止めもできない。できるのは、何かに向けて解き放つことだけだ。',
    },
  },
  ASTRA: {
    fr: {
      role: 'Tombée des étoiles',
      bio: 'Astra est tombée du ciel au-dessus du Désert de Verre, en flammes, et s’est relevée furieuse. Elle ne se souvient pas d’où elle vient, mais les étoiles, elles, s’en souviennent, et parfois elles tendent la main pour l’aider. Elle maîtrise les plus grands sorts du jeu et paie le prix de chacun d’eux.',
    },
    ja: {
      role: '星堕ち',
      bio: 'アストラは燃えながらガラスの砂漠の空から墜ち、怒りとともに立ち上がった。自分がどこから来たのかは覚えていないが、星々は覚えていて、ときに手を差し伸べて彼女を助ける。ゲームで最も強大なスペルを操り、そのひとつひとつに代償を払う。',
    },
  },
  ELDERROOT: {
    fr: {
      role: 'Gardien ancestral',
      bio: 'Elderroot s’est tenu mille ans à la lisière du Bois Noir, à regarder les armées aller et venir. Quand les haches sont venues pour la forêt, il s’est mis en marche. C’est le combattant le plus lent de l’effectif et, au sommet de sa force, le plus difficile à tuer.',
    },
    ja: {
      role: '太古の守り手',
      bio: 'エルダールートは千年にわたりブラックウッドの外れに立ち、軍勢が現れては去っていくのを見守ってきた。斧が森に迫ったとき、彼は歩き出した。ロスターで最も鈍重なファイターだが、万全の状態なら最も倒しにくい。',
    },
  },
  BASTION: {
    fr: {
      role: 'Porte-bouclier',
      bio: 'Bastion a tenu seul la Porte de Vorn pendant trois jours, le temps que la cité derrière lui soit évacuée. La cité est tombée malgré tout ; Bastion, lui, est resté debout. Il porte le battant de fer de la porte en guise de bouclier et le plante partout où ses alliés ont besoin d’un mur.',
    },
    ja: {
      role: '盾持ち',
      bio: 'バスティオンは、背後の都から人々が避難するあいだ、ヴォーンの門をたったひとりで三日間守り抜いた。それでも都は陥落したが、バスティオンは倒れなかった。門の鉄扉を盾として担ぎ、仲間が壁を必要とする場所ならどこにでもそれを打ち立てる。',
    },
  },
};
