<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AutoPlaySwitch</name>
    <message>
        <source>Auto-play</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>Let the computer play your seat ({key}); press again to take it back.</source>
        <translation>让电脑替你打牌（{key}）；再按一次收回。</translation>
    </message>
    <message>
        <source>The level the computer plays your seat at</source>
        <translation>电脑替你打牌的水平</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>E</source>
        <translation>东</translation>
    </message>
    <message>
        <source>S</source>
        <translation>南</translation>
    </message>
    <message>
        <source>W</source>
        <translation>西</translation>
    </message>
    <message>
        <source>N</source>
        <translation>北</translation>
    </message>
    <message>
        <source>{position} · {level}</source>
        <translation>{position} · {level}</translation>
    </message>
    <message>
        <source>Void: {suit}</source>
        <translation>缺{suit}</translation>
    </message>
    <message>
        <source>W{n}</source>
        <translation>胡{n}</translation>
    </message>
    <message>
        <source>D</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>{n} claims on {seat}</source>
        <translation>吃碰{seat}{n}口</translation>
    </message>
    <message>
        <source>fed {seat} {n}×</source>
        <translation>被{seat}吃碰{n}口</translation>
    </message>
    <message>
        <source>Liable (包): {relations}</source>
        <translation>包牌：{relations}</translation>
    </message>
    <message>
        <source>R: declared ready (报听)</source>
        <translation>听：已报听</translation>
    </message>
    <message>
        <source>W: has won (胡); W1, W2 … the order of the wins</source>
        <translation>胡：已胡牌；胡1、胡2……为胡牌的先后</translation>
    </message>
    <message>
        <source>D: the dealer (庄); D2, D3 … hands dealt in a row (连庄)</source>
        <translation>庄：庄家；庄2、庄3……为连庄的局数</translation>
    </message>
    <message>
        <source>A: auto-play, a bot plays for the seat (托管)</source>
        <translation>托：托管，电脑代打</translation>
    </message>
    <message>
        <source>☝: marked by the golden finger (金手指)</source>
        <translation>☝：被金手指标记</translation>
    </message>
    <message>
        <source>R</source>
        <translation>听</translation>
    </message>
    <message>
        <source>Match {total}</source>
        <translation>总分 {total}</translation>
    </message>
    <message>
        <source>Match {total} · this hand {hand}</source>
        <translation>总分 {total} · 本局 {hand}</translation>
    </message>
    <message>
        <source>A</source>
        <translation>托</translation>
    </message>
    <message>
        <source>Hand {n} of {total}</source>
        <translation>第 {n}/{total} 局</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <source>tiles left</source>
        <translation>余牌</translation>
    </message>
    <message>
        <source>Set your flowers aside first (补花)</source>
        <translation>请先补花</translation>
    </message>
    <message>
        <source>Ready on any tile: a win now is paofeng (跑风)</source>
        <translation>听任意张：自摸即跑风</translation>
    </message>
    <message>
        <source>Ready, waiting on:</source>
        <translation>听牌：</translation>
    </message>
    <message>
        <source>({total} left)</source>
        <translation>（共剩 {total} 张）</translation>
    </message>
    <message>
        <source>Ready, but every winning tile is gone</source>
        <translation>已听牌，但能胡的牌已经没有了</translation>
    </message>
    <message>
        <source>{n} away from ready</source>
        <translation>{n} 向听</translation>
    </message>
    <message>
        <source>is in the first quarter of the wall (drawn soon)</source>
        <translation>在牌墙的前四分之一（很快会摸到）</translation>
    </message>
    <message>
        <source>is in the second quarter of the wall</source>
        <translation>在牌墙的第二个四分之一</translation>
    </message>
    <message>
        <source>is in the third quarter of the wall</source>
        <translation>在牌墙的第三个四分之一</translation>
    </message>
    <message>
        <source>is in the last quarter of the wall</source>
        <translation>在牌墙的最后四分之一</translation>
    </message>
    <message>
        <source>A discard makes your hand ready: point at a tile to see its waits.</source>
        <translation>打出一张即可听牌：把鼠标移到牌上，看它听哪些牌。</translation>
    </message>
    <message>
        <source>Choose the suit you will give up (void suit).</source>
        <translation>请定缺：选择要打缺的一门。</translation>
    </message>
    <message>
        <source>Pick three tiles to pass on, then press Exchange.</source>
        <translation>选三张牌换出，然后点“换三张”。</translation>
    </message>
    <message>
        <source>Suggestion: discard</source>
        <translation>建议打出</translation>
    </message>
    <message>
        <source>Suggestion: give up {suit}</source>
        <translation>建议定缺{suit}</translation>
    </message>
    <message>
        <source>Suggestion: pass on</source>
        <translation>建议换出</translation>
    </message>
    <message>
        <source>Suggestion: {action}</source>
        <translation>建议：{action}</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>钻牌</translation>
    </message>
    <message>
        <source>Declaring ready: click the tile to discard.</source>
        <translation>报听：点击要打出的牌。</translation>
    </message>
    <message>
        <source>Win now by paofeng, or set the wild aside and draw again: a win then is 直叫.</source>
        <translation>可以现在跑风自摸，也可以钻牌补花再摸一张：那时自摸为直叫。</translation>
    </message>
    <message>
        <source>Suggestion: declare ready and discard</source>
        <translation>建议：报听并打出</translation>
    </message>
    <message>
        <source>Give up {suit} ({count})</source>
        <translation>缺{suit}（{count}张）</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>You can win on this tile. Pass anyway?</source>
        <translation>这张牌可以胡。确定要过吗？</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>确定吗？</translation>
    </message>
    <message>
        <source>You can declare a self-drawn win now. Discard anyway?</source>
        <translation>现在可以自摸胡牌。确定还要出牌吗？</translation>
    </message>
    <message>
        <source>Pick three tiles of one suit.</source>
        <translation>请选同一门花色的三张牌。</translation>
    </message>
    <message>
        <source>Pick three tiles.</source>
        <translation>请选三张牌。</translation>
    </message>
    <message>
        <source>None left in the wall:</source>
        <translation>牌墙里已经没有</translation>
    </message>
    <message>
        <source>the item was not used.</source>
        <translation>了，道具没有使用。</translation>
    </message>
    <message>
        <source>The next tile is</source>
        <translation>下一张牌是</translation>
    </message>
    <message>
        <source>none left in the wall</source>
        <translation>牌墙里已经没有了</translation>
    </message>
    <message>
        <source>Swapped</source>
        <translation>换牌：</translation>
    </message>
    <message>
        <source>Click or drag a tile up</source>
        <translation>单击牌或向上拖动</translation>
    </message>
    <message>
        <source>then</source>
        <translation>然后</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
</context>
<context>
    <name>CardCounter</name>
    <message>
        <source>Still out: trumps {trumps}</source>
        <translation>未出：主牌 {trumps} 张</translation>
    </message>
    <message>
        <source>Big joker {big} · small joker {small}</source>
        <translation>大王 {big} · 小王 {small}</translation>
    </message>
    <message>
        <source>5s {five} · 10s {ten} · Ks {king} · {points} points</source>
        <translation>5 {five} · 10 {ten} · K {king} · 共 {points} 分</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <source>Kitty</source>
        <translation>底牌</translation>
    </message>
    <message>
        <source>Time left: {n} s</source>
        <translation>剩余时间：{n} 秒</translation>
    </message>
    <message>
        <source>You may stick (粘牌) with more pairs than the declaration, or pass.</source>
        <translation>可以用比所亮的主多一对的牌粘牌，也可以不粘（过）。</translation>
    </message>
    <message>
        <source>You may declare the trump suit now, or pass (you are asked again when a new declaration is possible).</source>
        <translation>现在可以亮主，也可以不亮（过）；有新的亮法时会再问你。</translation>
    </message>
    <message>
        <source>Pick 4 cards to bury in the kitty (every joker must go), then press Bury.</source>
        <translation>选 4 张牌扣底（手中的王必须扣下），然后按“扣底”。</translation>
    </message>
    <message>
        <source>Pick {n} cards to return, then press Return cards.</source>
        <translation>选 {n} 张牌还回去，然后按“还牌”。</translation>
    </message>
    <message>
        <source>You may swap kitty cards for side cards of the same rank; press Done when finished.</source>
        <translation>可以用同点数的副牌换回底牌中的主花色牌；换好后按“换完了”。</translation>
    </message>
    <message>
        <source>Your lead: pick a single, pair, 风, 雨 or 雷 and press Play.</source>
        <translation>轮到你首出：选单张、对子、风、雨或雷，然后按“出牌”。</translation>
    </message>
    <message>
        <source>Follow with 1 card: pick it and press Play.</source>
        <translation>跟 1 张牌：选好后按“出牌”。</translation>
    </message>
    <message>
        <source>Follow with {n} cards: pick them and press Play.</source>
        <translation>跟 {n} 张牌：选好后按“出牌”。</translation>
    </message>
    <message>
        <source>Help → Guafeng's Combinations shows examples.</source>
        <translation>帮助 → 刮风的牌型 有每种牌型的图例。</translation>
    </message>
    <message>
        <source>{swap} {taken} for {given}</source>
        <translation>{swap}：拿回 {taken}，换出 {given}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>上一轮</translation>
    </message>
    <message>
        <source>Pick your cards first.</source>
        <translation>请先选牌。</translation>
    </message>
    <message>
        <source>Last trick: {plays}; {winner} took it.</source>
        <translation>上一轮：{plays}；{winner}收走。</translation>
    </message>
    <message>
        <source>Click a card</source>
        <translation>点击一张牌</translation>
    </message>
    <message>
        <source>Pick it or put it back</source>
        <translation>选中或放回</translation>
    </message>
    <message>
        <source>Drag a card up</source>
        <translation>把牌向上拖出</translation>
    </message>
    <message>
        <source>Card counter (记牌器)</source>
        <translation>记牌器</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Deal · declare</source>
        <translation>发牌 · 亮主</translation>
    </message>
    <message>
        <source>Last chance to 粘牌</source>
        <translation>粘牌时机</translation>
    </message>
    <message>
        <source>Burying the kitty</source>
        <translation>扣底</translation>
    </message>
    <message>
        <source>Returning cards after 粘牌</source>
        <translation>粘牌后还牌</translation>
    </message>
    <message>
        <source>Swapping kitty cards</source>
        <translation>换底牌</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>第 {n} 轮</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <source>Small Joker</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>D: the dealer (庄)</source>
        <translation>庄：庄家</translation>
    </message>
    <message>
        <source>T: declared the trump suit (亮主)</source>
        <translation>主：亮主定了将牌花色</translation>
    </message>
    <message>
        <source>P: your partner (对家)</source>
        <translation>友：你的对家（搭档）</translation>
    </message>
    <message>
        <source>Dealer's side</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>闲家</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>级别 {level}</translation>
    </message>
    <message>
        <source>Level {level} · {points} pts</source>
        <translation>级别 {level} · {points}分</translation>
    </message>
    <message>
        <source>D</source>
        <translation>庄</translation>
    </message>
    <message>
        <source>T</source>
        <translation>主</translation>
    </message>
    <message>
        <source>P</source>
        <translation>友</translation>
    </message>
    <message>
        <source>Us {ours} · Them {theirs}</source>
        <translation>我方 {ours} · 对方 {theirs}</translation>
    </message>
    <message>
        <source>Defenders: {n} pts</source>
        <translation>闲家得分 {n}</translation>
    </message>
    <message>
        <source>Dealt: {n} of 104</source>
        <translation>已发 {n}/104</translation>
    </message>
    <message>
        <source>Hand {n} of {total}</source>
        <translation>第 {n}/{total} 局</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级牌</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>主花色</translation>
    </message>
    <message>
        <source>Game won!</source>
        <translation>赢得整局！</translation>
    </message>
    <message>
        <source>Defenders take over</source>
        <translation>闲家上台</translation>
    </message>
    <message>
        <source>Dealer keeps the deal</source>
        <translation>庄家守庄</translation>
    </message>
    <message>
        <source>Throw failed</source>
        <translation>甩牌失败</translation>
    </message>
    <message>
        <source>Nobody declared: dealing again</source>
        <translation>无人亮主，重新发牌</translation>
    </message>
</context>
<context>
    <name>ChiChooser</name>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Which sequence do you chow?</source>
        <translation>吃哪一组？</translation>
    </message>
</context>
<context>
    <name>Combinations</name>
    <message>
        <source>风 (wind): pairs in a run</source>
        <translation>风：对子或连对</translation>
    </message>
    <message>
        <source>A pair, or two or more pairs of one suit whose ranks follow each other. The longer run wins; trumps beat side suits.</source>
        <translation>一对，或同一花色中点数相连的两对以上。连得越长越大；主牌大于副牌。</translation>
    </message>
    <message>
        <source>A 风 of three pairs in hearts</source>
        <translation>红桃三连对的风</translation>
    </message>
    <message>
        <source>雨 (rain): a straight</source>
        <translation>雨：顺子</translation>
    </message>
    <message>
        <source>Five or more cards of one suit with ranks in a row; some ranks may be pairs, but at least one is a single card.</source>
        <translation>同一花色、点数相连的五张或更多牌；其中可以有对子，但至少有一个点数是单张。</translation>
    </message>
    <message>
        <source>A 雨 of five ranks in spades, the 8 doubled</source>
        <translation>黑桃五个点数的雨，8 是一对</translation>
    </message>
    <message>
        <source>雷 (thunder): four of a special rank</source>
        <translation>雷：四张特殊点数</translation>
    </message>
    <message>
        <source>Four cards of one rank, one of each suit, where the rank is 2, 3, 5 or the level played. Only a higher 雷 beats it.</source>
        <translation>同一点数的四张牌，四种花色各一张，点数须为 2、3、5 或本局级牌。只有更大的雷能管住它。</translation>
    </message>
    <message>
        <source>A 雷 of fives</source>
        <translation>四个 5 的雷</translation>
    </message>
    <message>
        <source>粘牌 (sticking): taking over the declaration</source>
        <translation>粘牌：接过亮主</translation>
    </message>
    <message>
        <source>After the deal, a player who has not declared may stick by showing at least as many jokers and at least one pair more than the declaration: their suit becomes trump, they take the declared cards, and give back as many, a joker, 2, 3, 5 or level card for each trump taken.</source>
        <translation>发牌结束后，本局没有亮过牌的玩家，若亮出的王不少于、对子至少多一对，即可粘牌：其花色成为主花色，粘牌者拿走所亮的牌，再还回同样多的牌，每拿走一张主牌须还一张王、2、3、5 或级牌。</translation>
    </message>
    <message>
        <source>Sticking with a small joker and three pairs of spades</source>
        <translation>用一张小王和黑桃三连对粘牌</translation>
    </message>
</context>
<context>
    <name>GuafengRules</name>
    <message>
        <source>Order of the 5s, 3s and 2s</source>
        <translation>常主大小顺序</translation>
    </message>
    <message>
        <source>Trump suit first: the trump suit's 5, 3, 2 beat every other 5, 3, 2. By rank: trump 5 &gt; other 5s &gt; trump 3 &gt; other 3s &gt; trump 2 &gt; other 2s.</source>
        <translation>主花色优先：主花色的5、3、2大于其他花色的5、3、2。按点数：主5&gt;副5&gt;主3&gt;副3&gt;主2&gt;副2。</translation>
    </message>
    <message>
        <source>Skip levels 2, 3 and 5</source>
        <translation>不打2、3、5</translation>
    </message>
    <message>
        <source>The teams go A, 4, 6 … K: the 2s, 3s and 5s are always trumps anyway.</source>
        <translation>级数为A、4、6……K：2、3、5本来就是常主。</translation>
    </message>
    <message>
        <source>Allow throws (甩牌)</source>
        <translation>允许甩牌</translation>
    </message>
    <message>
        <source>A player may lead several combinations of one suit at once, if nobody can beat any of them.</source>
        <translation>可以一次打出同一门的几组牌，只要别人都管不上。</translation>
    </message>
    <message>
        <source>Jokers make a feng (连对)</source>
        <translation>大小王可成风</translation>
    </message>
    <message>
        <source>Two small and two big jokers together are a trump feng (连对), the highest of two pairs.</source>
        <translation>两张小王加两张大王算一个主牌风（连对），是最大的两连对。</translation>
    </message>
    <message>
        <source>Kitty multiplier (抄底)</source>
        <translation>抄底倍数</translation>
    </message>
    <message>
        <source>When the defenders win the last trick, the kitty's points are multiplied by the shape of its lead: by a fixed table (single ×2, pair ×4, feng of k pairs ×2k+2, lei ×4, yu ×5), doubling with each pair of a feng, or by the number of cards led.</source>
        <translation>闲家赢得最后一轮时，底牌分按这一轮首家出的牌型翻倍：固定倍数（单张×2，对子×4，k连对×2k+2，雷×4，雨×5），连对每多一对翻一倍，或按出牌张数。</translation>
    </message>
    <message>
        <source>Jokers and level cards score in the kitty</source>
        <translation>底牌中王和级牌加分</translation>
    </message>
    <message>
        <source>In the kitty a big joker is worth 100, a small joker 50 and a level card 30, besides the 5s, 10s and Ks.</source>
        <translation>底牌中大王算100分、小王50分、级牌30分，另计5、10、K的分。</translation>
    </message>
    <message>
        <source>Show the kitty after burying</source>
        <translation>扣底后亮底</translation>
    </message>
    <message>
        <source>The four buried cards are shown face up. When off, only the final sticker sees them.</source>
        <translation>扣下的四张底牌亮给所有人看。关闭时只有最后的粘牌者能看到。</translation>
    </message>
    <message>
        <source>Dealer's last trick costs the defenders</source>
        <translation>庄家抄底扣分</translation>
    </message>
    <message>
        <source>When the dealer side wins the last trick, the defenders lose the kitty's value instead of nothing happening.</source>
        <translation>庄家方赢得最后一轮时，闲家要扣去底牌分（默认不扣）。</translation>
    </message>
    <message>
        <source>Nobody declares trumps</source>
        <translation>无人亮主</translation>
    </message>
    <message>
        <source>From the second hand on, when nobody declares: deal again, or the defenders go up three levels and take the deal.</source>
        <translation>从第二局起无人亮主时：重新发牌，或闲家升三级并上台。</translation>
    </message>
    <message>
        <source>Mandatory levels (必打)</source>
        <translation>必打级</translation>
    </message>
    <message>
        <source>A team cannot jump over these levels and leaves one only by winning it as the dealer side.</source>
        <translation>升级时不能越过这些级，只有坐庄打过才能升上去。</translation>
    </message>
    <message>
        <source>First card of hand 1 goes to</source>
        <translation>首局从谁开始发牌</translation>
    </message>
    <message>
        <source>Where dealing starts in the first hand; later hands start at the dealer.</source>
        <translation>第一局从哪个座位开始发牌；以后各局从庄家开始。</translation>
    </message>
    <message>
        <source>Who leads the first trick</source>
        <translation>第一轮谁先出</translation>
    </message>
    <message>
        <source>The player who buried the kitty, or the dealer (they differ when the dealer declared trumps).</source>
        <translation>扣底的玩家，或庄家（庄家自己亮主时两者不同）。</translation>
    </message>
    <message>
        <source>Sticking decides the first dealer (粘牌坐庄)</source>
        <translation>首局粘牌者坐庄</translation>
    </message>
    <message>
        <source>In the first hand, the final sticker becomes the dealer. When off, sticking only sets the trump suit.</source>
        <translation>第一局由最后的粘牌者坐庄。关闭时粘牌只决定主花色。</translation>
    </message>
    <message>
        <source>Multiply the kitty bonus too</source>
        <translation>底牌加分也翻倍</translation>
    </message>
    <message>
        <source>The jokers' and level cards' kitty values are multiplied with the points, not added once. Only when they score in the kitty.</source>
        <translation>王和级牌的底牌分也跟着翻倍，而不是只加一次。只在底牌中王和级牌加分时有效。</translation>
    </message>
    <message>
        <source>Follow with your highest cards</source>
        <translation>跟牌须出大牌</translation>
    </message>
    <message>
        <source>A player who cannot match the lead's shape fills with its highest cards of the suit: after every lead but a single, or only after a lei (雷).</source>
        <translation>跟不上首家牌型时须用这一门最大的牌补：除单张外都如此，或只在跟雷时。</translation>
    </message>
    <message>
        <source>Following a yu (雨) without one</source>
        <translation>无雨跟雨</translation>
    </message>
    <message>
        <source>A player who has no yu of the same shape plays as many pairs as the yu has, then its highest cards; or only its highest cards.</source>
        <translation>没有同样的雨时，先出与雨中对子数相同的对子，再出大牌；或只出大牌。</translation>
    </message>
    <message>
        <source>Time for a decision</source>
        <translation>每步思考时间</translation>
    </message>
    <message>
        <source>Seconds to declare, bury or play (0: no limit). When time is up, you pass or play your cheapest legal cards.</source>
        <translation>亮主、扣底或出牌的秒数（0 为不限时）。超时则自动不亮，或打出最小的合规牌。</translation>
    </message>
    <message>
        <source>Trump suit first</source>
        <translation>主花色优先</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>按点数</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>固定倍数</translation>
    </message>
    <message>
        <source>Doubling per pair</source>
        <translation>连对翻倍</translation>
    </message>
    <message>
        <source>Number of cards led</source>
        <translation>按出牌张数</translation>
    </message>
    <message>
        <source>Deal again</source>
        <translation>重新发牌</translation>
    </message>
    <message>
        <source>Defenders go up 3 and deal</source>
        <translation>闲家升三级上台</translation>
    </message>
    <message>
        <source>The burier</source>
        <translation>扣底者</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>After every lead but a single</source>
        <translation>除单张外</translation>
    </message>
    <message>
        <source>Only after a lei</source>
        <translation>只在跟雷时</translation>
    </message>
    <message>
        <source>Pairs, then highest cards</source>
        <translation>先出对子再出大牌</translation>
    </message>
    <message>
        <source>Highest cards only</source>
        <translation>只出大牌</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>级数</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>底牌</translation>
    </message>
    <message>
        <source>Declaring</source>
        <translation>亮主</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>计时</translation>
    </message>
</context>
<context>
    <name>GuafengSettlementWriter</name>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}和{second}</translation>
    </message>
    <message>
        <source>How the hand was scored:</source>
        <translation>本局计分：</translation>
    </message>
    <message>
        <source>Levels climbed</source>
        <translation>升级数</translation>
    </message>
    <message>
        <source>Levels climbed in the match</source>
        <translation>全场升级数</translation>
    </message>
    <message>
        <source>The agreed hands are played; neither side has won the game.</source>
        <translation>约定的局数已打完，双方都未赢得比赛。</translation>
    </message>
    <message>
        <source>{side} win the game!</source>
        <translation>{side}赢得比赛！</translation>
    </message>
    <message>
        <source>{side}: level {level}</source>
        <translation>{side}：级别 {level}</translation>
    </message>
    <message>
        <source>{headline}

Final levels:
{levels}</source>
        <translation>{headline}

最终级数：
{levels}</translation>
    </message>
    <message>
        <source>Hand {n} · {side} win the game</source>
        <translation>第 {n} 局 · {side}赢得整局</translation>
    </message>
    <message>
        <source>Hand {n} · nobody declared: the deal passes</source>
        <translation>第 {n} 局 · 无人亮主，换庄</translation>
    </message>
    <message>
        <source>Hand {n} · the defenders take over the deal</source>
        <translation>第 {n} 局 · 闲家上台</translation>
    </message>
    <message>
        <source>Hand {n} · the dealer's side keeps the deal</source>
        <translation>第 {n} 局 · 庄家守庄</translation>
    </message>
    <message>
        <source>Nobody declared a trump suit: the defenders gain 3 levels and take over the deal.</source>
        <translation>无人亮主：闲家升 3 级并上台坐庄。</translation>
    </message>
    <message>
        <source>The defenders won {n} card points in tricks.</source>
        <translation>闲家在出牌中得了 {n} 分。</translation>
    </message>
    <message>
        <source>The defenders' total: {n} points.</source>
        <translation>闲家合计 {n} 分。</translation>
    </message>
    <message>
        <source>Level {level}, {trump}: {dealer} dealt, {defenders} defended.</source>
        <translation>打 {level}，{trump}：{dealer}坐庄，{defenders}为闲家。</translation>
    </message>
    <message>
        <source>trump {suit}</source>
        <translation>主花色 {suit}</translation>
    </message>
    <message>
        <source>no trump declared</source>
        <translation>未定主</translation>
    </message>
    <message>
        <source>{seat} declared the trump.</source>
        <translation>主由{seat}亮出。</translation>
    </message>
    <message>
        <source>The kitty: {cards}.</source>
        <translation>底牌：{cards}。</translation>
    </message>
    <message>
        <source>{face} points × {multiplier}</source>
        <translation>{face} 分 × {multiplier}</translation>
    </message>
    <message>
        <source>{worth} + {bonus} for jokers and level cards</source>
        <translation>{worth} + 王和级牌加分 {bonus}</translation>
    </message>
    <message>
        <source>{seat} won the last trick for the defenders: they capture the kitty ({cards}), {worth} = {n}.</source>
        <translation>{seat}为闲家赢得最后一轮，抄底（{cards}）：{worth} = {n} 分。</translation>
    </message>
    <message>
        <source>{seat} won the last trick for the dealer's side: the kitty ({cards}) costs the defenders {n}.</source>
        <translation>{seat}为庄家赢得最后一轮，底牌（{cards}）使闲家扣 {n} 分。</translation>
    </message>
    <message>
        <source>{seat} won the last trick for the dealer's side: the kitty ({cards}) stays with them.</source>
        <translation>{seat}为庄家赢得最后一轮，底牌（{cards}）不计给闲家。</translation>
    </message>
    <message>
        <source>With {n} points ({limit} or more) the defenders take over the deal.</source>
        <translation>闲家得 {n} 分（不少于 {limit} 分），上台坐庄。</translation>
    </message>
    <message>
        <source>With {n} points (under {limit}) the dealer's side keeps the deal.</source>
        <translation>闲家得 {n} 分（不足 {limit} 分），庄家守庄。</translation>
    </message>
    <message>
        <source>{side} climb from level {before} to {after}.</source>
        <translation>{side}从 {before} 升到 {after}。</translation>
    </message>
    <message>
        <source>{side} stay at level {level} (it must be played, or it is the last).</source>
        <translation>{side}停在 {level}（必打级或已到最高级）。</translation>
    </message>
    <message>
        <source>{side} kept the deal at level K: the game is won.</source>
        <translation>{side}在 K 级守庄成功，赢得整局。</translation>
    </message>
    <message>
        <source>Next hand: {seat} deals, at level {level}.</source>
        <translation>下一局：{seat}坐庄，打 {level}。</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Your first game of {game}: would you like to read how to play it?</source>
        <translation>这是你第一次玩{game}：要先看看怎么玩吗？</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>怎么玩</translation>
    </message>
    <message>
        <source>en</source>
        <translation>zh_CN</translation>
    </message>
</context>
<context>
    <name>GuideDialog</name>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>怎么玩</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Hands of this match</source>
        <translation>本场牌局记录</translation>
    </message>
    <message>
        <source>&amp;Show settlement</source>
        <translation>查看结算(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>回放(&amp;R)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Won by {winners}</source>
        <translation>{winners}胡牌</translation>
    </message>
    <message>
        <source>{end} · won: {winners}</source>
        <translation>{end} · 胡家：{winners}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Choose a suit to drop, then play on until three have won (血战到底).</source>
        <translation>定缺一门，血战到底，直到三家胡牌。</translation>
    </message>
    <message>
        <source>Anhui's mahjong of 136 tiles: a wild 钻牌, flowers, 跑风 and 包牌.</source>
        <translation>安徽的136张麻将：钻牌百搭，有花牌、跑风和包牌。</translation>
    </message>
    <message>
        <source>Shandong's partnership card game: declare trumps, bury, climb to K.</source>
        <translation>山东的对家扑克：亮主、扣底，一路升到K。</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>还没有打过牌</translation>
    </message>
    <message>
        <source>{hands} hands · {share}% won · {levels} levels climbed</source>
        <translation>{hands}副 · 胜率{share}% · 共升{levels}级</translation>
    </message>
    <message>
        <source>{hands} hands · {share}% won · {mean} per hand</source>
        <translation>{hands}副 · 胡牌率{share}% · 每副{mean}分</translation>
    </message>
    <message>
        <source>Quick Play</source>
        <translation>快速开始</translation>
    </message>
    <message>
        <source>A new match at once, with the settings you played last</source>
        <translation>用上次的设置立即开一局</translation>
    </message>
    <message>
        <source>Continue the Saved Game</source>
        <translation>继续上次的牌局</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>新牌局…</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>玩法介绍</translation>
    </message>
    <message>
        <source>Guided First Hand</source>
        <translation>新手引导局</translation>
    </message>
    <message>
        <source>Statistics and Hands</source>
        <translation>战绩与牌谱</translation>
    </message>
    <message>
        <source>风雨牌桌 Fengyu</source>
        <translation>风雨牌桌</translation>
    </message>
    <message>
        <source>Wind and rain at one table: Sichuan mahjong, Paofeng mahjong and Guafeng.</source>
        <translation>一桌风雨：四川麻将、跑风麻将和刮风。</translation>
    </message>
    <message>
        <source>Host a LAN Table…</source>
        <translation>开设局域网牌桌…</translation>
    </message>
    <message>
        <source>Join a LAN Table…</source>
        <translation>加入局域网牌桌…</translation>
    </message>
    <message>
        <source>Open a Hand File…</source>
        <translation>打开牌谱文件…</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Table</source>
        <translation>开设牌桌</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>电脑玩家：</translation>
    </message>
    <message>
        <source>Table &amp;name:</source>
        <translation>牌桌名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>网络(&amp;N)：</translation>
    </message>
    <message>
        <source>The network your friends are on: the table is offered there only.</source>
        <translation>朋友们所在的网络：牌桌只在这个网络上提供。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>你的名字</translation>
    </message>
</context>
<context>
    <name>ItemChooser</name>
    <message>
        <source>Swap one of your tiles for a tile of your choice from the wall.</source>
        <translation>用手中的一张牌换牌墙里指定的一张牌。</translation>
    </message>
    <message>
        <source>Swap one of your tiles for a random tile from the wall.</source>
        <translation>用手中的一张牌随机换牌墙里的一张牌。</translation>
    </message>
    <message>
        <source>Learn roughly where a kind of tile lies in the wall.</source>
        <translation>查看某张牌在剩下的牌墙中的大致位置。</translation>
    </message>
    <message>
        <source>See the next tile to be drawn.</source>
        <translation>查看牌墙中下一张要摸的牌。</translation>
    </message>
    <message>
        <source>A golden finger marks you at the table until you leave it.</source>
        <translation>你的出牌标志变为金手指，直到离开本桌。</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>custom rules</source>
        <translation>自定义规则</translation>
    </message>
    <message>
        <source>default rules</source>
        <translation>默认规则</translation>
    </message>
    <message>
        <source>{free} of {seats} seats free</source>
        <translation>{seats} 个座位中空 {free} 个</translation>
    </message>
    <message>
        <source>, password</source>
        <translation>，需密码</translation>
    </message>
    <message>
        <source>, playing</source>
        <translation>，对局中</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Join a Table</source>
        <translation>加入牌桌</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>本网络上的牌桌：</translation>
    </message>
    <message>
        <source>No table found yet. You can type the host's address below.</source>
        <translation>尚未发现牌桌。你可以在下面输入主机地址。</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>If the table has one</source>
        <translation>如牌桌设有密码</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Connected. Waiting for the host to start.</source>
        <translation>已连接，等待主机开局。</translation>
    </message>
    <message>
        <source>The host said no: {reason}</source>
        <translation>主机拒绝：{reason}</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>密码错误。</translation>
    </message>
    <message>
        <source>This table has already started.</source>
        <translation>这张牌桌已经开局。</translation>
    </message>
    <message>
        <source>The host runs a different version of Fengyu.</source>
        <translation>主机运行的风雨牌桌版本不同。</translation>
    </message>
    <message>
        <source>Too many wrong tries from this computer: wait a little and try again.</source>
        <translation>这台电脑尝试错误的次数过多：请稍等再试。</translation>
    </message>
    <message>
        <source>The table and its lobby are full.</source>
        <translation>牌桌和大厅都已满。</translation>
    </message>
    <message>
        <source>Cannot reach the host: {reason}</source>
        <translation>无法连接主机：{reason}</translation>
    </message>
    <message>
        <source>{name} (idle: a computer player plays for now)</source>
        <translation>{name}（暂离：暂由电脑代打）</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name}（已离开）</translation>
    </message>
    <message>
        <source>free — a computer player if nobody sits here</source>
        <translation>空位——无人就座则由电脑玩家代替</translation>
    </message>
    <message>
        <source>computer player ({level})</source>
        <translation>电脑玩家（{level}）</translation>
    </message>
    <message>
        <source>default rules</source>
        <translation>默认规则</translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation>自定义规则</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n} 局</translation>
    </message>
    <message>
        <source>unlimited hands</source>
        <translation>不限局数</translation>
    </message>
    <message>
        <source>{game}: {rules}, {hands}</source>
        <translation>{game}：{rules}，{hands}</translation>
    </message>
    <message>
        <source>Table Lobby</source>
        <translation>牌桌大厅</translation>
    </message>
    <message>
        <source>Your seat:</source>
        <translation>你的座位：</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>规则(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开局(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>离开(&amp;L)</translation>
    </message>
    <message>
        <source>Friends join at {address} (this computer's network {interface}).</source>
        <translation>朋友们请输入 {address} 加入（本机网络 {interface}）。</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Fengyu</source>
        <translation>风雨牌桌</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新游戏(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Resume Saved Game</source>
        <translation>继续上次的牌局(&amp;R)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Hand</source>
        <translation>下一局(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Use {item} in the Next Hand</source>
        <translation>下一局使用{item}</translation>
    </message>
    <message>
        <source>&amp;Rules of This Game…</source>
        <translation>本局规则(&amp;U)…</translation>
    </message>
    <message>
        <source>Hand &amp;History…</source>
        <translation>历史战绩(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Statistics and Kept Hands…</source>
        <translation>战绩与牌谱(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Open Hand…</source>
        <translation>打开牌谱(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>联机(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Host a Table…</source>
        <translation>开设牌桌(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>加入牌桌(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Resume Hosted Game</source>
        <translation>继续主持的对局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <source>Guafeng's &amp;Card Counter (C)</source>
        <translation>刮风记牌器(&amp;C)（C 键）</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>How to &amp;Play</source>
        <translation>怎么玩(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Pattern Table</source>
        <translation>番型表(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Guided First Hand</source>
        <translation>新手引导局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keys and Badges at the Table</source>
        <translation>牌桌按键与标记(&amp;K)</translation>
    </message>
    <message>
        <source>Guafeng's &amp;Combinations…</source>
        <translation>刮风的牌型(&amp;C)…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>战绩</translation>
    </message>
    <message>
        <source>The statistics could not be read: {reason}.</source>
        <translation>无法读取战绩：{reason}。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Hand {number} was not kept, so it cannot be replayed.</source>
        <translation>第{number}局没有保存，无法回放。</translation>
    </message>
    <message>
        <source>Open Hand</source>
        <translation>打开牌谱</translation>
    </message>
    <message>
        <source>Hand files (*.json)</source>
        <translation>牌谱文件 (*.json)</translation>
    </message>
    <message>
        <source>The hand</source>
        <translation>这副牌</translation>
    </message>
    <message>
        <source>Cannot replay</source>
        <translation>无法回放</translation>
    </message>
    <message>
        <source>{path} cannot be replayed: {reason}.</source>
        <translation>无法回放 {path}：{reason}。</translation>
    </message>
    <message>
        <source>&amp;About Fengyu</source>
        <translation>关于风雨牌桌(&amp;A)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续牌局</translation>
    </message>
    <message>
        <source>A game was left unfinished. Resume it where it stopped?</source>
        <translation>上次的牌局还没有打完。要从中断的地方继续吗？</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>无法继续</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed: {reason}.

The file was kept as {path}.</source>
        <translation>存档无法继续：{reason}。

文件已保留为 {path}。</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Badges on the plates:</source>
        <translation>名牌上的标记：</translation>
    </message>
    <message>
        <source>Keys at the table</source>
        <translation>牌桌快捷键</translation>
    </message>
    <message>
        <source>Credits and licences:</source>
        <translation>致谢与许可：</translation>
    </message>
    <message>
        <source>• Interface text: {face}, a subset of Noto Sans CJK SC (Adobe, Google), {licence} ({file})</source>
        <translation>• 界面文字：{face}，思源黑体 Noto Sans CJK SC（Adobe、Google）的子集，{licence}（{file}）</translation>
    </message>
    <message>
        <source>• Tile and card lettering: {face}, a subset of Noto Serif CJK SC Bold, {licence} ({file})</source>
        <translation>• 牌面与扑克字样：{face}，思源宋体 Noto Serif CJK SC Bold 的子集，{licence}（{file}）</translation>
    </message>
    <message>
        <source>• Qt and Qt for Python (PySide6): The Qt Company, GNU LGPL 3</source>
        <translation>• Qt 与 Qt for Python（PySide6）：The Qt Company，GNU LGPL 3</translation>
    </message>
    <message>
        <source>• Tiles, cards, sounds and icon: drawn by Fengyu's own code</source>
        <translation>• 麻将牌、扑克牌、声音与图标：均由风雨牌桌自己的代码绘制</translation>
    </message>
    <message>
        <source>About Fengyu</source>
        <translation>关于风雨牌桌</translation>
    </message>
    <message>
        <source>Fengyu {version}: three games of wind and rain, against AI opponents or friends.</source>
        <translation>风雨牌桌 {version}：三种刮风下雨的牌戏，与电脑对手或朋友同桌。</translation>
    </message>
</context>
<context>
    <name>Meanings</name>
    <message>
        <source>Four sets and a pair, with no bigger pattern.</source>
        <translation>四组牌加一对将，没有更大的番型。</translation>
    </message>
    <message>
        <source>Four pungs (or kongs) and a pair.</source>
        <translation>四副刻子（或杠）加一对将。</translation>
    </message>
    <message>
        <source>Every tile of the hand is of one suit.</source>
        <translation>整手牌都是同一门花色。</translation>
    </message>
    <message>
        <source>Every set and the pair hold a 1 or a 9.</source>
        <translation>每组牌和将牌都带一或九。</translation>
    </message>
    <message>
        <source>Seven pairs and no pong or kong.</source>
        <translation>七个对子，没有碰和杠。</translation>
    </message>
    <message>
        <source>All pungs, every tile of one suit.</source>
        <translation>对对胡，整手牌同一门花色。</translation>
    </message>
    <message>
        <source>All pungs, and every set and the pair are 2s, 5s or 8s.</source>
        <translation>对对胡，每组牌和将牌都是二、五或八。</translation>
    </message>
    <message>
        <source>Seven pairs, two of them of the same tile (four alike).</source>
        <translation>七对，其中两对是同一种牌（四张相同）。</translation>
    </message>
    <message>
        <source>Seven pairs, every tile of one suit.</source>
        <translation>七对，整手牌同一门花色。</translation>
    </message>
    <message>
        <source>A 1 or a 9 in every set and the pair, all of one suit.</source>
        <translation>每组牌和将牌都带一或九，整手牌同一门花色。</translation>
    </message>
    <message>
        <source>The dealer wins with the fourteen tiles dealt.</source>
        <translation>庄家用起手的十四张牌胡牌。</translation>
    </message>
    <message>
        <source>Another player wins by self-draw on its first draw, before any pong, kong or win.</source>
        <translation>闲家第一次摸牌就自摸胡牌，此前无人碰、杠或胡。</translation>
    </message>
    <message>
        <source>Dragon seven pairs, every tile of one suit.</source>
        <translation>龙七对，整手牌同一门花色。</translation>
    </message>
    <message>
        <source>One fan more for each four alike in the hand, melded or not.</source>
        <translation>手中每有四张相同的牌（杠出或没杠）加一番。</translation>
    </message>
    <message>
        <source>A self-drawn win on the tile drawn after a kong.</source>
        <translation>杠后补摸的牌自摸胡牌。</translation>
    </message>
    <message>
        <source>A win on the tile a player discards right after its kong.</source>
        <translation>胡别人杠后随即打出的牌。</translation>
    </message>
    <message>
        <source>A win on the tile another player adds to its pong.</source>
        <translation>胡别人补杠时加上的那张牌。</translation>
    </message>
    <message>
        <source>A win on the wall's last tile, or on the discard after it.</source>
        <translation>摸牌墙最后一张胡牌，或胡其后打出的牌。</translation>
    </message>
    <message>
        <source>A self-drawn win on the wall's last tile.</source>
        <translation>摸牌墙最后一张牌自摸胡牌。</translation>
    </message>
    <message>
        <source>A win on the discard made after the wall's last tile.</source>
        <translation>胡牌墙最后一张摸完后打出的牌。</translation>
    </message>
    <message>
        <source>Four melds down and one tile left in hand, which the winning tile pairs.</source>
        <translation>四副牌都已亮出，手里只剩一张，胡与它成对的牌。</translation>
    </message>
    <message>
        <source>No pong, direct or added kong in the hand (concealed kongs allowed).</source>
        <translation>整手牌没有碰、直杠或补杠（暗杠可以）。</translation>
    </message>
    <message>
        <source>No 1 or 9 anywhere in the hand.</source>
        <translation>整手牌没有一和九。</translation>
    </message>
    <message>
        <source>One fan more for a self-drawn win (a rule setting).</source>
        <translation>自摸加一番（规则选项）。</translation>
    </message>
    <message>
        <source>All pungs (or seven pairs) of 2s, 5s and 8s: one fan more, as a root (a rule setting).</source>
        <translation>全由二、五、八组成的对对胡（或七对）算一根，加一番（规则选项）。</translation>
    </message>
    <message>
        <source>A win that is not paofeng: the base of every other win.</source>
        <translation>不是跑风的胡牌：其他各种胡法的底分。</translation>
    </message>
    <message>
        <source>Paofeng: before the draw your hand waited on any tile (a wild makes it), and you won.</source>
        <translation>跑风：摸牌前手牌可以胡任意张（要有钻牌），然后胡牌。</translation>
    </message>
    <message>
        <source>Paofeng won on a replacement draw (after a kong or a flower); it takes the place of paofeng and 杠开.</source>
        <translation>跑风时在杠或补花后的补牌上胡牌；取代跑风和杠开。</translation>
    </message>
    <message>
        <source>Paofeng won after two replacement draws in one turn (2 more for each further draw).</source>
        <translation>跑风时一轮中连续补牌两次后胡牌（每多补一次再加2分）。</translation>
    </message>
    <message>
        <source>A paofeng win after declaring ready (报听).</source>
        <translation>报听后胡跑风。</translation>
    </message>
    <message>
        <source>The winning hand holds no wild.</source>
        <translation>胡牌时手中没有钻牌。</translation>
    </message>
    <message>
        <source>No chow, pong or exposed kong this hand (concealed kongs allowed).</source>
        <translation>本局没有吃、碰或明杠（暗杠可以）。</translation>
    </message>
    <message>
        <source>A win that is not paofeng on a replacement draw after a kong or a flower: 2 for each draw.</source>
        <translation>不是跑风，在杠或补花后的补牌上胡牌：每次补牌2分。</translation>
    </message>
    <message>
        <source>Seven pairs and no melds (two pairs may be alike).</source>
        <translation>七个对子，没有吃碰杠（两对可以相同）。</translation>
    </message>
    <message>
        <source>No melds, fourteen different tiles, any two of a suit at least three apart (1-4-7, 2-5-8).</source>
        <translation>没有吃碰杠，十四张各不相同，同一门花色中任意两张至少相差三（如一四七、二五八）。</translation>
    </message>
    <message>
        <source>Not paofeng: the drawn tile turns one of the hand's two pairs into a pung.</source>
        <translation>不是跑风：摸到的牌把手中两对之一变成刻子。</translation>
    </message>
    <message>
        <source>Not paofeng: the only tile the hand waited on, the middle of a chow.</source>
        <translation>不是跑风：只听一张，胡顺子中间的那张。</translation>
    </message>
    <message>
        <source>Not paofeng: the only tile the hand waited on, the one that makes the pair.</source>
        <translation>不是跑风：只听一张，胡成将的那张。</translation>
    </message>
    <message>
        <source>Four melds down and one tile left in hand, which the drawn tile pairs.</source>
        <translation>四副牌都已亮出，手里只剩一张，摸到与它成对的牌。</translation>
    </message>
    <message>
        <source>The 天胡 group: a first-turn win, seven stars or a hard shape; 10, or 20 for two or more.</source>
        <translation>天胡类：起手胡、七星归位或硬胡牌型；一项10分，两项以上20分。</translation>
    </message>
    <message>
        <source>The winning hand holds all four wilds.</source>
        <translation>胡牌时四张钻牌都在手里。</translation>
    </message>
    <message>
        <source>One point for each flower the winner set aside in earlier turns.</source>
        <translation>赢家在之前各轮每补一张花加1分。</translation>
    </message>
    <message>
        <source>One point for each exposed pung of 东, 南, 西, 北 or 中.</source>
        <translation>东、南、西、北或中的每副碰加1分。</translation>
    </message>
    <message>
        <source>The winner's exposed or added kong of a suit tile.</source>
        <translation>赢家每个数牌的明杠或补杠。</translation>
    </message>
    <message>
        <source>The winner's exposed or added kong of 东, 南, 西, 北 or 中.</source>
        <translation>赢家每个东、南、西、北或中的明杠或补杠。</translation>
    </message>
    <message>
        <source>The winner's concealed kong of a suit tile.</source>
        <translation>赢家每个数牌的暗杠。</translation>
    </message>
    <message>
        <source>The winner's concealed kong of 东, 南, 西, 北 or 中.</source>
        <translation>赢家每个东、南、西、北或中的暗杠。</translation>
    </message>
    <message>
        <source>The dealer wins in the N-th hand of its deal: N points.</source>
        <translation>庄家连庄第N局胡牌：加N分。</translation>
    </message>
    <message>
        <source>A win in the winner's first turn, before any claim.</source>
        <translation>在自己的第一轮就胡牌，此前没有吃碰杠。</translation>
    </message>
    <message>
        <source>Thirteen apart holding all seven honours; it takes the place of thirteen apart.</source>
        <translation>十三烂中东南西北中发白七种字牌都有；取代十三烂。</translation>
    </message>
    <message>
        <source>A two-pair wait with no wild (or each wild standing for its own face).</source>
        <translation>不带钻牌（或钻牌都当本身用）的对倒胡。</translation>
    </message>
    <message>
        <source>Last tile in hand with no wild (or each wild its own face), and not paofeng.</source>
        <translation>不带钻牌（或钻牌都当本身用）的大吊车，且不是跑风。</translation>
    </message>
    <message>
        <source>All pungs with no wild (or each wild standing for its own face).</source>
        <translation>不带钻牌（或钻牌都当本身用）的对对胡。</translation>
    </message>
    <message>
        <source>Seven pairs with no wild (or each wild standing for its own face).</source>
        <translation>不带钻牌（或钻牌都当本身用）的七对。</translation>
    </message>
    <message>
        <source>One card.</source>
        <translation>一张牌。</translation>
    </message>
    <message>
        <source>Two identical cards.</source>
        <translation>两张相同的牌。</translation>
    </message>
    <message>
        <source>With throws allowed: singles, pairs and 风 of one suit led at once; when another player could beat a part, only that part is played.</source>
        <translation>允许甩牌时：同一门的单张、对子和风一起出；若有人能管住其中一部分，只出那一部分。</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Plain Win</source>
        <translation>平胡</translation>
    </message>
    <message>
        <source>All Pungs</source>
        <translation>对对胡</translation>
    </message>
    <message>
        <source>Full Flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Terminals in Every Set</source>
        <translation>带幺九</translation>
    </message>
    <message>
        <source>Seven Pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <source>Full Flush All Pungs</source>
        <translation>清对</translation>
    </message>
    <message>
        <source>2-5-8 All Pungs</source>
        <translation>将对</translation>
    </message>
    <message>
        <source>Dragon Seven Pairs</source>
        <translation>龙七对</translation>
    </message>
    <message>
        <source>Full Flush Seven Pairs</source>
        <translation>清七对</translation>
    </message>
    <message>
        <source>Full Flush Terminals</source>
        <translation>清幺九</translation>
    </message>
    <message>
        <source>Heavenly Hand</source>
        <translation>天胡</translation>
    </message>
    <message>
        <source>Earthly Hand</source>
        <translation>地胡</translation>
    </message>
    <message>
        <source>Full Flush Dragon Seven Pairs</source>
        <translation>清龙七对</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>Win after Kong</source>
        <translation>杠上花</translation>
    </message>
    <message>
        <source>Deal-in after Kong</source>
        <translation>杠上炮</translation>
    </message>
    <message>
        <source>Robbing the Kong</source>
        <translation>抢杠胡</translation>
    </message>
    <message>
        <source>Last Tile</source>
        <translation>海底</translation>
    </message>
    <message>
        <source>Last Tile Self-Draw</source>
        <translation>海底捞月</translation>
    </message>
    <message>
        <source>Last Tile Discard</source>
        <translation>海底炮</translation>
    </message>
    <message>
        <source>Golden Hook</source>
        <translation>金钩钓</translation>
    </message>
    <message>
        <source>Concealed Hand</source>
        <translation>门清</translation>
    </message>
    <message>
        <source>All Simples</source>
        <translation>中张</translation>
    </message>
    <message>
        <source>Self-Draw Fan</source>
        <translation>自摸加番</translation>
    </message>
    <message>
        <source>2-5-8 Pungs as Root</source>
        <translation>将对（算根）</translation>
    </message>
    <message>
        <source>Winning hand</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Kong money</source>
        <translation>刮风下雨</translation>
    </message>
    <message>
        <source>Kong money transfer</source>
        <translation>呼叫转移</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>查花猪</translation>
    </message>
    <message>
        <source>Ready check</source>
        <translation>查大叫</translation>
    </message>
    <message>
        <source>Kong refund</source>
        <translation>退税</translation>
    </message>
    <message>
        <source>Leaving penalty</source>
        <translation>强退</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>补杠</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>刮风</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>下雨</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>点炮</translation>
    </message>
    <message>
        <source>Robbed kong</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Drawn hand</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>A player left</source>
        <translation>有人强退</translation>
    </message>
    <message>
        <source>Played out</source>
        <translation>打完</translation>
    </message>
    <message>
        <source>Nobody declared</source>
        <translation>无人亮主</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Choose void suit</source>
        <translation>定缺</translation>
    </message>
    <message>
        <source>Exchange three</source>
        <translation>换三张</translation>
    </message>
    <message>
        <source>Use item</source>
        <translation>道具</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>离开牌桌</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>亮主</translation>
    </message>
    <message>
        <source>Overcall</source>
        <translation>冲主</translation>
    </message>
    <message>
        <source>Reinforce</source>
        <translation>续牌</translation>
    </message>
    <message>
        <source>Stick</source>
        <translation>粘牌</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>扣底</translation>
    </message>
    <message>
        <source>Return cards</source>
        <translation>还牌</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>换底</translation>
    </message>
    <message>
        <source>Done swapping</source>
        <translation>换完了</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Great Shift</source>
        <translation>乾坤大挪移</translation>
    </message>
    <message>
        <source>Swap for a Chosen Tile</source>
        <translation>偷天换日</translation>
    </message>
    <message>
        <source>Swap for a Random Tile</source>
        <translation>移花接木</translation>
    </message>
    <message>
        <source>Far Sight</source>
        <translation>千里眼</translation>
    </message>
    <message>
        <source>Keen Ear</source>
        <translation>顺风耳</translation>
    </message>
    <message>
        <source>Golden Finger</source>
        <translation>金手指</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>万</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>筒</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>条</translation>
    </message>
    <message>
        <source>1</source>
        <translation>一</translation>
    </message>
    <message>
        <source>2</source>
        <translation>二</translation>
    </message>
    <message>
        <source>3</source>
        <translation>三</translation>
    </message>
    <message>
        <source>4</source>
        <translation>四</translation>
    </message>
    <message>
        <source>5</source>
        <translation>五</translation>
    </message>
    <message>
        <source>6</source>
        <translation>六</translation>
    </message>
    <message>
        <source>7</source>
        <translation>七</translation>
    </message>
    <message>
        <source>8</source>
        <translation>八</translation>
    </message>
    <message>
        <source>9</source>
        <translation>九</translation>
    </message>
    <message>
        <source>Sichuan Mahjong</source>
        <translation>四川麻将</translation>
    </message>
    <message>
        <source>Paofeng Mahjong</source>
        <translation>跑风麻将</translation>
    </message>
    <message>
        <source>Guafeng</source>
        <translation>刮风</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>A beginner: now and then a careless discard or a missed pong.</source>
        <translation>初学者：偶尔打错牌、漏碰。</translation>
    </message>
    <message>
        <source>Plays efficiently: closest to a win, most useful draws.</source>
        <translation>讲效率：离胡最近、进张最多。</translation>
    </message>
    <message>
        <source>Beats a textbook player: hand value, kong money and care.</source>
        <translation>胜过照书打牌的人：算番、算杠钱、会防守。</translation>
    </message>
    <message>
        <source>A beginner: now and then a careless discard or a missed claim.</source>
        <translation>初学者：偶尔打错牌、漏吃碰。</translation>
    </message>
    <message>
        <source>Beats a textbook player: runs for 跑风, 报听 only when it pays.</source>
        <translation>胜过照书打牌的人：会跑风，报听只在划算时。</translation>
    </message>
    <message>
        <source>Beats the hard player: works out each win with a wild, drawn wild and claim.</source>
        <translation>胜过困难级：带钻的和牌、摸到的钻牌与吃碰都一一推算。</translation>
    </message>
    <message>
        <source>A beginner: plays any legal card.</source>
        <translation>初学者：随便出合规的牌。</translation>
    </message>
    <message>
        <source>Beats a rules-of-thumb player; saves a top trump for the last trick.</source>
        <translation>胜过凭经验打牌的人；留一张大主抠底。</translation>
    </message>
    <message>
        <source>Clearly beats a rules-of-thumb player: it searches the endgame.</source>
        <translation>明显胜过凭经验打牌的人：残局会推算。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Plain win (平胡)</source>
        <translation>平胡</translation>
    </message>
    <message>
        <source>Paofeng (跑风)</source>
        <translation>跑风</translation>
    </message>
    <message>
        <source>Paofeng on a kong draw (直叫)</source>
        <translation>直叫</translation>
    </message>
    <message>
        <source>Paofeng after kong chain (两杠直叫)</source>
        <translation>两杠直叫</translation>
    </message>
    <message>
        <source>Declared paofeng (明跑)</source>
        <translation>明跑</translation>
    </message>
    <message>
        <source>No wild (苦摸)</source>
        <translation>苦摸</translation>
    </message>
    <message>
        <source>Concealed hand (门清)</source>
        <translation>门清</translation>
    </message>
    <message>
        <source>Win on a kong draw (杠开)</source>
        <translation>杠开</translation>
    </message>
    <message>
        <source>All pungs (对对胡)</source>
        <translation>对对胡</translation>
    </message>
    <message>
        <source>Seven pairs (七对)</source>
        <translation>七对</translation>
    </message>
    <message>
        <source>Thirteen apart (十三烂)</source>
        <translation>十三烂</translation>
    </message>
    <message>
        <source>Two-pair wait (对倒胡)</source>
        <translation>对倒胡</translation>
    </message>
    <message>
        <source>Middle wait (卡胡)</source>
        <translation>卡胡</translation>
    </message>
    <message>
        <source>Single wait on the pair (点吊胡)</source>
        <translation>点吊胡</translation>
    </message>
    <message>
        <source>Last tile in hand (大吊车)</source>
        <translation>大吊车</translation>
    </message>
    <message>
        <source>Heavenly (天胡)</source>
        <translation>天胡</translation>
    </message>
    <message>
        <source>First-turn win (起手胡)</source>
        <translation>起手胡</translation>
    </message>
    <message>
        <source>Seven stars (七星归位)</source>
        <translation>七星归位</translation>
    </message>
    <message>
        <source>Hard two-pair wait (硬对倒胡)</source>
        <translation>硬对倒胡</translation>
    </message>
    <message>
        <source>Hard last tile in hand (硬大吊车)</source>
        <translation>硬大吊车</translation>
    </message>
    <message>
        <source>Hard all pungs (硬对对胡)</source>
        <translation>硬对对胡</translation>
    </message>
    <message>
        <source>Hard seven pairs (硬七对)</source>
        <translation>硬七对</translation>
    </message>
    <message>
        <source>Four wilds (四钻胡)</source>
        <translation>四钻胡</translation>
    </message>
    <message>
        <source>Flowers (补花)</source>
        <translation>补花</translation>
    </message>
    <message>
        <source>Wind or red pung (风碰)</source>
        <translation>风碰</translation>
    </message>
    <message>
        <source>Exposed kong (明杠)</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>Exposed wind kong (风明杠)</source>
        <translation>风明杠</translation>
    </message>
    <message>
        <source>Concealed kong (暗杠)</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Concealed wind kong (风暗杠)</source>
        <translation>风暗杠</translation>
    </message>
    <message>
        <source>Dealer streak (连庄)</source>
        <translation>连庄</translation>
    </message>
    <message>
        <source>Self-drawn win</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>dealer +3</source>
        <translation>庄家 +3</translation>
    </message>
    <message>
        <source>liable as the feeder (顺包)</source>
        <translation>顺包</translation>
    </message>
    <message>
        <source>liable as the claimer (反包)</source>
        <translation>反包</translation>
    </message>
    <message>
        <source>three chows (吃三口)</source>
        <translation>吃三口</translation>
    </message>
    <message>
        <source>three pungs (对三口)</source>
        <translation>对三口</translation>
    </message>
    <message>
        <source>four chows (吃四口)</source>
        <translation>吃四口</translation>
    </message>
    <message>
        <source>four pungs (对四口)</source>
        <translation>对四口</translation>
    </message>
    <message>
        <source>capped by the board (打板子)</source>
        <translation>板子封顶</translation>
    </message>
    <message>
        <source>Declare ready</source>
        <translation>报听</translation>
    </message>
    <message>
        <source>Flower</source>
        <translation>补花</translation>
    </message>
    <message>
        <source>Wild as flower</source>
        <translation>钻牌补花</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <source>The hard player checking close discards by play-outs: a little stronger.</source>
        <translation>困难级的打法，难分高下的出牌用模拟对局检验：略强一些。</translation>
    </message>
    <message>
        <source>Clearly beats a textbook player, and never pays 包 for a third claim.</source>
        <translation>明显胜过照书打牌的人，从不因第三次吃碰而包牌。</translation>
    </message>
    <message>
        <source>Beats the hard player: searches from mid-hand, changes a play only on evidence.</source>
        <translation>胜过困难级：从中盘起推演，有把握才改变打法。</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东风</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南风</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西风</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北风</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白板</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>发财</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红中</translation>
    </message>
    <message>
        <source>{suit} {rank}</source>
        <translation>{rank}{suit}</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Cannot host</source>
        <translation>无法开设牌桌</translation>
    </message>
    <message>
        <source>Nothing to resume</source>
        <translation>没有可继续的对局</translation>
    </message>
    <message>
        <source>This computer has no hosted game to resume.</source>
        <translation>这台电脑上没有可继续主持的对局。</translation>
    </message>
    <message>
        <source>The connection to the host was lost ({reason}). Join again to take your seat back.</source>
        <translation>与主机的连接已断开（{reason}）。重新加入即可回到你的座位。</translation>
    </message>
    <message>
        <source>Host lost</source>
        <translation>主机已断开</translation>
    </message>
    <message>
        <source>Another connection took your seat with its resume token (this game on another computer, or someone who had the token). This window no longer plays the seat.</source>
        <translation>另一个连接用恢复凭证占用了你的座位（可能是你在另一台电脑上的这局游戏，或拿到凭证的其他人）。此窗口不再为这个座位出牌。</translation>
    </message>
    <message>
        <source>Seat taken</source>
        <translation>座位已被占用</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Hands:</source>
        <translation>局数(&amp;H)：</translation>
    </message>
    <message>
        <source>{room}, {size} (see Customize rules)</source>
        <translation>{room}，{size}（见“自定义规则”）</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>标准规则</translation>
    </message>
    <message>
        <source>Room length:</source>
        <translation>房间长度：</translation>
    </message>
    <message>
        <source>Starting &amp;coins:</source>
        <translation>初始游戏币(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>种子(&amp;S)：</translation>
    </message>
    <message>
        <source>{seat} (computer):</source>
        <translation>{seat}（电脑）：</translation>
    </message>
    <message>
        <source>C&amp;ustomize rules…</source>
        <translation>自定义规则(&amp;U)…</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n}局</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>不限局数</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>The same seed deals the same tiles: share it to play the same match again.</source>
        <translation>种子相同，发牌就相同：分享种子就能再打同样的牌局。</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>换个种子</translation>
    </message>
    <message>
        <source> coins</source>
        <translation> 游戏币</translation>
    </message>
</context>
<context>
    <name>PaofengRules</name>
    <message>
        <source>Room type</source>
        <translation>计局方式</translation>
    </message>
    <message>
        <source>Fixed hands (打局数): the room ends after a set number of hands. Boards (打板子): every player has a board of points and the room ends when someone has lost all of it.</source>
        <translation>打局数：打满设定的局数结束。打板子：每人一块分数板，有人输光即结束。</translation>
    </message>
    <message>
        <source>Hands per room</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>How many hands a room plays; a drawn hand counts. Only for fixed hands.</source>
        <translation>一个房间打多少局，流局也算一局。只在打局数时有效。</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>板子分数</translation>
    </message>
    <message>
        <source>The points each player may lose; nobody pays more than what is left of its board. Only for boards.</source>
        <translation>每人最多能输的分数，输家所付不超过板子上剩下的分。只在打板子时有效。</translation>
    </message>
    <message>
        <source>Base and flower (底花)</source>
        <translation>底花</translation>
    </message>
    <message>
        <source>Every payment is multiplied by this number (1底1花 = ×1, 2底2花 = ×2).</source>
        <translation>所有赔付都乘以这个倍数（1底1花为×1，2底2花为×2）。</translation>
    </message>
    <message>
        <source>The turned-up tile is the wild</source>
        <translation>翻出的牌即钻牌</translation>
    </message>
    <message>
        <source>The wild (钻牌) is the kind of the turned-up tile instead of the next one. Only three wilds are then in play, so four wilds (四钻胡) cannot happen.</source>
        <translation>钻牌就是翻出的那张牌，而不是它的下一张。这样场上只有三张钻牌，不会出现四钻胡。</translation>
    </message>
    <message>
        <source>No heavenly patterns with a wild (带钻不算天胡)</source>
        <translation>带钻不算天胡</translation>
    </message>
    <message>
        <source>A heavenly pattern (天胡) or four wilds does not count when a wild stands for another tile.</source>
        <translation>有钻牌当作其他牌使用时，不计天胡类牌型和四钻胡。</translation>
    </message>
    <message>
        <source>Discarding what you claimed (吐牌)</source>
        <translation>吐牌</translation>
    </message>
    <message>
        <source>Whether a player may discard the same kind of tile it has just taken with a chi or pong: always, not from its third chi or pong on, or never.</source>
        <translation>吃碰后能否打出同样的牌：不限，第三口起不能吐，或一律不能吐。</translation>
    </message>
    <message>
        <source>No bonus for keeping the deal (霸庄不加分)</source>
        <translation>霸庄不加分</translation>
    </message>
    <message>
        <source>A winning dealer gets no bonus (连庄) for the hands it has kept the deal.</source>
        <translation>庄家胡牌不加连庄分。</translation>
    </message>
    <message>
        <source>Liability without multiplier (包牌不翻倍)</source>
        <translation>包牌不翻倍</translation>
    </message>
    <message>
        <source>Under liability (包牌) the liable player pays the three shares of a normal win, not a multiple of its own share.</source>
        <translation>包牌时由包牌者付三家的正常分数，不按倍数翻。</translation>
    </message>
    <message>
        <source>No double heavenly (无双天胡)</source>
        <translation>无双天胡</translation>
    </message>
    <message>
        <source>At most one heavenly pattern (天胡) counts in a hand; a first-turn win (起手胡) is kept first.</source>
        <translation>一手牌最多只计一个天胡类牌型，优先计起手胡。</translation>
    </message>
    <message>
        <source>A wild as itself is natural (钻牌归位)</source>
        <translation>钻牌归位</translation>
    </message>
    <message>
        <source>A wild standing for its own face does not stop a hand from being hard (硬). When off, any hand with a wild is soft.</source>
        <translation>钻牌当本身使用时仍算硬牌。关闭时，带钻牌的牌都不算硬。</translation>
    </message>
    <message>
        <source>No wild in Thirteen Apart (烂牌不能带钻)</source>
        <translation>烂牌不能带钻</translation>
    </message>
    <message>
        <source>Thirteen Apart (十三烂) and Seven Stars (七星归位) must be won without a wild. Only matters when a hand with a wild may win without paofeng.</source>
        <translation>十三烂和七星归位不能带钻牌胡。只在有钻可以平胡时才有作用。</translation>
    </message>
    <message>
        <source>A hand with a wild may win plainly (有钻可以平胡)</source>
        <translation>有钻可以平胡</translation>
    </message>
    <message>
        <source>When off (有钻必须跑风), a hand holding a wild can only win by paofeng (跑风): waiting on any tile.</source>
        <translation>关闭时（有钻必须跑风），手里有钻牌只能胡跑风，即听任意张。</translation>
    </message>
    <message>
        <source>Fixed hands (打局数)</source>
        <translation>打局数</translation>
    </message>
    <message>
        <source>Boards (打板子)</source>
        <translation>打板子</translation>
    </message>
    <message>
        <source>Always allowed</source>
        <translation>不限吐牌</translation>
    </message>
    <message>
        <source>Free for the first two claims (前两口不限吐)</source>
        <translation>前两口不限吐</translation>
    </message>
    <message>
        <source>Never (限制吐牌)</source>
        <translation>限制吐牌</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>房间</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Wilds</source>
        <translation>钻牌</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>行牌</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Wilds must paofeng (有钻必须跑风)</source>
        <translation>有钻必须跑风</translation>
    </message>
    <message>
        <source>{n} hands</source>
        <translation>{n}局</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n}分</translation>
    </message>
    <message>
        <source>×{n}</source>
        <translation>{n}底{n}花</translation>
    </message>
</context>
<context>
    <name>PaofengSettlementWriter</name>
    <message>
        <source>Hand {n} · {end} · winner: {winner}</source>
        <translation>第{n}局 · {end} · 赢家：{winner}</translation>
    </message>
    <message>
        <source>Hand {n} · {end}</source>
        <translation>第{n}局 · {end}</translation>
    </message>
    <message>
        <source>Wild (钻牌): {wild}, named by the turned-up {indicator}; flowers: {flowers}.</source>
        <translation>钻牌：{wild}（翻牌为{indicator}）；花牌：{flowers}。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The wall ran out (流局): nobody pays, and {dealer} deals again.</source>
        <translation>流局：无人付分，{dealer}继续坐庄。</translation>
    </message>
    <message>
        <source>{name} ({members})</source>
        <translation>{name}（{members}）</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}分</translation>
    </message>
    <message>
        <source>{winner} won by self-draw on {tile}</source>
        <translation>{winner}自摸{tile}</translation>
    </message>
    <message>
        <source>{made}: {items} = {total} points</source>
        <translation>{made}：{items} = {total}分</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>{payer} paid {payee} {amount}</source>
        <translation>{payer}付给{payee} {amount}分</translation>
    </message>
    <message>
        <source>{why}: {formula}</source>
        <translation>{why}：{formula}</translation>
    </message>
    <message>
        <source>{paid} — {why}</source>
        <translation>{paid} —— {why}</translation>
    </message>
    <message>
        <source>{formula}, capped at what is left of the board: {amount}</source>
        <translation>{formula}，以板子剩余分封顶：{amount}</translation>
    </message>
    <message>
        <source>{win} worth {total}</source>
        <translation>{win}{total}分</translation>
    </message>
    <message>
        <source>pays for everyone, {direction}, {kou}, ×{k}</source>
        <translation>一家包付，{direction}，{kou}，×{k}</translation>
    </message>
    <message>
        <source>base and flower ×{n}</source>
        <translation>底花 ×{n}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Next dealer: {dealer}, keeping the deal (连庄 {n}).</source>
        <translation>下局庄家：{dealer}，连庄{n}。</translation>
    </message>
    <message>
        <source>Next dealer: {dealer}.</source>
        <translation>下局庄家：{dealer}。</translation>
    </message>
</context>
<context>
    <name>PatternTable</name>
    <message>
        <source>Single (单张)</source>
        <translation>单张</translation>
    </message>
    <message>
        <source>Pair (对)</source>
        <translation>对</translation>
    </message>
    <message>
        <source>Wind (风) of {pairs} pairs</source>
        <translation>{pairs} 对的风</translation>
    </message>
    <message>
        <source>Rain (雨)</source>
        <translation>雨</translation>
    </message>
    <message>
        <source>Thunder (雷)</source>
        <translation>雷</translation>
    </message>
    <message>
        <source>Sichuan Mahjong: patterns (番型表)</source>
        <translation>四川麻将番型表</translation>
    </message>
    <message>
        <source>Each example hand is scored by the game under the rules of this table (base points {base}, fan cap: {cap}): its fan and what one payer pays. Wins are on a discard unless marked otherwise.</source>
        <translation>每个例子都由游戏按本桌规则计分（底分 {base}，封顶：{cap}）：列出番数和每个付钱者付的点数。除非另有标注，都是点炮胡。</translation>
    </message>
    <message>
        <source>(self-drawn)</source>
        <translation>（自摸）</translation>
    </message>
    <message>
        <source>(robbing a kong)</source>
        <translation>（抢杠）</translation>
    </message>
    <message>
        <source>{fan} fan = {points}</source>
        <translation>{fan} 番 = {points}</translation>
    </message>
    <message>
        <source>not counted under these rules (needs {rules})</source>
        <translation>按当前规则不计（需要 {rules}）</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>番型</translation>
    </message>
    <message>
        <source>What it is</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Example hand</source>
        <translation>例牌</translation>
    </message>
    <message>
        <source>This hand scores</source>
        <translation>这手牌得分</translation>
    </message>
    <message>
        <source>You made it</source>
        <translation>你胡过</translation>
    </message>
    <message>
        <source>Paofeng Mahjong: scoring items (计分表)</source>
        <translation>跑风麻将计分表</translation>
    </message>
    <message>
        <source>Each example hand is a self-drawn win scored by the game under the rules of this table; the wild is marked with a star. The item's points, and the hand's total S (each other player pays S, the dealer S + 3).</source>
        <translation>每个例子都是自摸胡牌，由游戏按本桌规则计分；钻牌上画有星。列出该项目的分数和整手牌的总分 S（其他每家付 S，庄家付 S + 3）。</translation>
    </message>
    <message>
        <source>not a win under these rules</source>
        <translation>按当前规则不能胡</translation>
    </message>
    <message>
        <source>not counted under these rules</source>
        <translation>按当前规则不计</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Points · the hand</source>
        <translation>分 · 整手</translation>
    </message>
    <message>
        <source>won on replacement draw {n} of the turn</source>
        <translation>本轮第 {n} 次补牌时胡</translation>
    </message>
    <message>
        <source>after 报听</source>
        <translation>报听后</translation>
    </message>
    <message>
        <source>the dealer, hand {n} of its deal</source>
        <translation>庄家，连庄第 {n} 局</translation>
    </message>
    <message>
        <source>in the first turn</source>
        <translation>第一轮</translation>
    </message>
    <message>
        <source>{n} flowers set aside before</source>
        <translation>之前补花 {n} 次</translation>
    </message>
    <message>
        <source>Guafeng: combinations and scoring (计分表)</source>
        <translation>刮风牌型与计分表</translation>
    </message>
    <message>
        <source>Examples at level {level} with hearts as trumps, computed by the game under the rules of this table.</source>
        <translation>例子按打 {level}、红桃为主，由游戏按本桌规则计算。</translation>
    </message>
    <message>
        <source>A defender wins the last trick with a pair: points {points}, bonus {bonus} (jokers and level cards), multiplier ×{multiplier} — the defenders add {capture}.</source>
        <translation>闲家用一对赢得最后一墩：分数 {points}，奖励分 {bonus}（王和级牌），倍数 ×{multiplier}——闲家加 {capture} 分。</translation>
    </message>
    <message>
        <source>Combinations (牌型)</source>
        <translation>牌型</translation>
    </message>
    <message>
        <source>The kitty (抄底)</source>
        <translation>抄底</translation>
    </message>
    <message>
        <source>Point cards (分牌)</source>
        <translation>分牌</translation>
    </message>
    <message>
        <source>The level table</source>
        <translation>升级表</translation>
    </message>
    <message>
        <source>defenders take over (上台)</source>
        <translation>闲家上台</translation>
    </message>
    <message>
        <source>dealer side keeps the deal</source>
        <translation>庄家守庄</translation>
    </message>
    <message>
        <source>Combination</source>
        <translation>牌型</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>例子</translation>
    </message>
    <message>
        <source>Kitty multiplier as the last lead</source>
        <translation>最后一墩首出时的抄底倍数</translation>
    </message>
    <message>
        <source>**粘牌 (sticking)**: {meaning}</source>
        <translation>**粘牌**：{meaning}</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>In a trick</source>
        <translation>墩中得分</translation>
    </message>
    <message>
        <source>In the kitty: points (multiplied)</source>
        <translation>底牌中：分数（乘倍）</translation>
    </message>
    <message>
        <source>In the kitty: bonus</source>
        <translation>底牌中：奖励分</translation>
    </message>
    <message>
        <source>Defenders’ points from</source>
        <translation>闲家得分（起）</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>Your record: taken over the deal {take_over} times, captured the kitty {capture} times, stuck {stick} times.</source>
        <translation>你的战绩：上台 {take_over} 次，抄底 {capture} 次，粘牌 {stick} 次。</translation>
    </message>
</context>
<context>
    <name>PatternTableDialog</name>
    <message>
        <source>Pattern Table</source>
        <translation>番型表</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Instant</source>
        <translation>瞬间</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>绿色台布</translation>
    </message>
    <message>
        <source>Jade</source>
        <translation>翠绿</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>木色</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>石板灰</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>偏好设置</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>声音：</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>桌面颜色：</translation>
    </message>
    <message>
        <source>Clocks:</source>
        <translation>计时：</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>播放声音</translation>
    </message>
    <message>
        <source>Time my turns offline too</source>
        <translation>单机对局也为我计时</translation>
    </message>
    <message>
        <source>When on, a game against the computer gives you the rules' time for each decision (Sichuan: 20 s a turn, 15 s a claim) and plays for you when it runs out.</source>
        <translation>开启后，与电脑对局时每次决定都按规则限时（四川麻将：出牌 20 秒，碰杠胡 15 秒），超时由系统代为出牌。</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>桌面颜色</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>the hand is over</source>
        <translation>这一局已经结束</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>还没轮到你</translation>
    </message>
    <message>
        <source>that is not a move you can make now ({kind})</source>
        <translation>现在不能这样做（{kind}）</translation>
    </message>
    <message>
        <source>{item} cannot be ordered before a hand under these rules</source>
        <translation>按本规则，{item}不能在开局前预订</translation>
    </message>
    <message>
        <source>the table moved on before your move arrived</source>
        <translation>你的操作到达前牌局已经继续</translation>
    </message>
    <message>
        <source>that cannot be done at this point of the match</source>
        <translation>牌局此刻不能这样做</translation>
    </message>
    <message>
        <source>take a seat first</source>
        <translation>请先入座</translation>
    </message>
    <message>
        <source>you have no claim on this tile</source>
        <translation>这张牌你不能吃碰杠胡</translation>
    </message>
    <message>
        <source>you do not hold the tiles for a kong of {tile}</source>
        <translation>你手里没有杠{tile}所需的牌</translation>
    </message>
    <message>
        <source>you have left this hand</source>
        <translation>你已退出这一局</translation>
    </message>
    <message>
        <source>there is no chow in Sichuan mahjong</source>
        <translation>四川麻将不能吃牌</translation>
    </message>
    <message>
        <source>each item may be used once a hand ({item})</source>
        <translation>每种道具每局只能用一次（{item}）</translation>
    </message>
    <message>
        <source>{item} cannot be used now</source>
        <translation>现在不能使用{item}</translation>
    </message>
    <message>
        <source>pick three tiles to pass on</source>
        <translation>请选三张牌换出</translation>
    </message>
    <message>
        <source>pick three tiles of one suit to pass on</source>
        <translation>请选同一花色的三张牌换出</translation>
    </message>
    <message>
        <source>choose the suit you give up first</source>
        <translation>请先定缺</translation>
    </message>
    <message>
        <source>{tile} is the wild: it is never discarded</source>
        <translation>{tile}是钻牌，不能打出</translation>
    </message>
    <message>
        <source>a chow needs two tiles in your hand making a run with {tile}</source>
        <translation>吃需要手里有两张牌与{tile}连成顺子</translation>
    </message>
    <message>
        <source>a pong of {tile} needs two matching tiles, a kong three, and you must still have a tile to discard</source>
        <translation>碰{tile}需要两张相同的牌，明杠需要三张，并且之后还要有牌可打</translation>
    </message>
    <message>
        <source>choose the cards to play</source>
        <translation>请选出要出的牌</translation>
    </message>
    <message>
        <source>those are not cards of this game</source>
        <translation>这些不是本局的牌</translation>
    </message>
    <message>
        <source>these cards are not in your hand: {cards}</source>
        <translation>这些牌不在你手里：{cards}</translation>
    </message>
    <message>
        <source>a pass shows no cards</source>
        <translation>不亮时不能亮出牌</translation>
    </message>
    <message>
        <source>that is not a move of this part of the hand ({kind})</source>
        <translation>此时不能这样做（{kind}）</translation>
    </message>
    <message>
        <source>a declaration shows at least one joker</source>
        <translation>亮主至少要亮一张王</translation>
    </message>
    <message>
        <source>a declaration shows at least one pair</source>
        <translation>亮主至少要亮一对</translation>
    </message>
    <message>
        <source>besides the jokers, a declaration shows pairs of equal cards</source>
        <translation>亮主时除王以外都须是相同的对子</translation>
    </message>
    <message>
        <source>the pairs of a declaration are of one suit</source>
        <translation>亮主的对子须是同一花色</translation>
    </message>
    <message>
        <source>the pairs of a declaration make one run (2 follows A)</source>
        <translation>亮主的对子须相连（A 后接 2）</translation>
    </message>
    <message>
        <source>only the player who declared with one joker may reinforce it (续牌), before any 冲主</source>
        <translation>只有用一张王亮主的人可以续牌，且须在有人冲主之前</translation>
    </message>
    <message>
        <source>a 续牌 adds the same joker, or one pair next to the run</source>
        <translation>续牌只能加一张相同的王，或一对与已亮对子相连的牌</translation>
    </message>
    <message>
        <source>you can declare (亮主) only while nobody has</source>
        <translation>只有还没人亮主时才能亮主</translation>
    </message>
    <message>
        <source>a 冲主 only beats a declaration showing exactly one joker</source>
        <translation>冲主只能压过只亮了一张王的亮主</translation>
    </message>
    <message>
        <source>you cannot 冲主 your own declaration</source>
        <translation>不能冲自己亮的主</translation>
    </message>
    <message>
        <source>a 冲主 shows at least two jokers</source>
        <translation>冲主至少要亮两张王</translation>
    </message>
    <message>
        <source>a 粘牌 shows as many jokers as the declaration and at least one pair more</source>
        <translation>粘牌须亮出与所亮的主同样多的王，并且至少多一对</translation>
    </message>
    <message>
        <source>bury exactly {count} cards</source>
        <translation>必须扣 {count} 张底牌</translation>
    </message>
    <message>
        <source>the cards you declared with cannot be buried after a 粘牌</source>
        <translation>粘牌后，你亮主用的牌不能扣底</translation>
    </message>
    <message>
        <source>every joker in your hand must go into the kitty</source>
        <translation>手中的王必须全部扣底</translation>
    </message>
    <message>
        <source>return exactly {count} cards to {seat}</source>
        <translation>须还 {count} 张牌给{seat}</translation>
    </message>
    <message>
        <source>the cards you just took cannot be handed back</source>
        <translation>刚拿到的牌不能还回去</translation>
    </message>
    <message>
        <source>return a special trump (joker, 2, 3, 5 or level card) for each trump you took, as far as you can</source>
        <translation>每拿走一张主，只要手里有，就须还一张特殊主（王、2、3、5 或级牌）</translation>
    </message>
    <message>
        <source>swap a plain trump-suit kitty card for a side card of the same rank</source>
        <translation>只能用同点数的副牌换底牌中的主花色牌</translation>
    </message>
    <message>
        <source>a lead is a single card, a pair, a 风, a 雨 or a 雷 (throws only when the rules allow them)</source>
        <translation>首出只能是单张、对子、风、雨或雷（规则允许时才能甩牌）</translation>
    </message>
    <message>
        <source>play as many cards as were led ({count})</source>
        <translation>跟牌张数须与首家相同（{count} 张）</translation>
    </message>
    <message>
        <source>follow suit: you still hold cards of the suit led (all trumps are one suit)</source>
        <translation>必须跟同门：你手里还有首家那一门的牌（所有主牌算一门）</translation>
    </message>
    <message>
        <source>you hold the shape that was led (雨 or 雷): you must play it</source>
        <translation>你有首家出的牌型（雨或雷），必须跟出</translation>
    </message>
    <message>
        <source>you must play pairs of the suit led, as many as the lead has</source>
        <translation>必须跟出同门的对子，数量与首家相同</translation>
    </message>
    <message>
        <source>you must play your consecutive pairs of the suit led, as the lead asks for</source>
        <translation>必须按首家的要求跟出同门的连对</translation>
    </message>
    <message>
        <source>make up the rest with your highest cards of the suit led</source>
        <translation>其余须用同门中最大的牌补足</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>不能这样做：{reason}</translation>
    </message>
    <message>
        <source>{reason} (rule {rule})</source>
        <translation>{reason}（规则 {rule}）</translation>
    </message>
    <message>
        <source>that is not a move you can make now ({message})</source>
        <translation>现在不能这样做（{message}）</translation>
    </message>
    <message>
        <source>these tiles are not a winning hand</source>
        <translation>这手牌还不能胡</translation>
    </message>
    <message>
        <source>items are not used under these rules</source>
        <translation>本规则不使用道具</translation>
    </message>
    <message>
        <source>after winning (血流) you discard the tile you drew</source>
        <translation>胡牌后（血流）只能打出摸到的牌</translation>
    </message>
    <message>
        <source>a kong needs a tile left in the wall</source>
        <translation>牌墙里没有牌时不能杠</translation>
    </message>
    <message>
        <source>no self-drawn win after an exchange item until your next discard</source>
        <translation>用了换牌道具后，在下次出牌前不能自摸</translation>
    </message>
    <message>
        <source>auto-play is already in that state</source>
        <translation>托管已经是这个状态</translation>
    </message>
    <message>
        <source>that is not a tile</source>
        <translation>没有这张牌</translation>
    </message>
    <message>
        <source>that is not a tile of this game: Sichuan plays the three suits only</source>
        <translation>这不是本游戏的牌：四川麻将只用三门花色</translation>
    </message>
    <message>
        <source>claims answer another player's discard</source>
        <translation>吃碰杠只能针对别人打出的牌</translation>
    </message>
    <message>
        <source>choose a tile you hold</source>
        <translation>请选一张你手里的牌</translation>
    </message>
    <message>
        <source>only flowers are set aside</source>
        <translation>只有花牌可以补花</translation>
    </message>
    <message>
        <source>answer the discard first: claim it or pass</source>
        <translation>请先对打出的牌作出选择：吃碰杠胡或过</translation>
    </message>
    <message>
        <source>after declaring ready (报听) you may claim only a kong that keeps your waits</source>
        <translation>报听后只能明杠，且不改变听牌</translation>
    </message>
    <message>
        <source>a self-drawn win comes right after a draw</source>
        <translation>自摸只能在摸牌后立即宣布</translation>
    </message>
    <message>
        <source>you passed a win (过水不胡): until your next draw you may win on {tile} only for more fan</source>
        <translation>你刚放过胡（过水不胡）：下次摸牌前，胡{tile}须番数更大</translation>
    </message>
    <message>
        <source>{tile} does not complete your hand</source>
        <translation>{tile}不能让你胡牌</translation>
    </message>
    <message>
        <source>no pong or kong of {tile}: it is of the suit you gave up</source>
        <translation>不能碰或杠{tile}：它是缺门的牌</translation>
    </message>
    <message>
        <source>a pong of {tile} needs two matching tiles in your hand, a kong three and a tile left in the wall</source>
        <translation>碰{tile}需要手里有两张相同的牌，杠需要三张且牌墙里还有牌</translation>
    </message>
    <message>
        <source>while you hold tiles of the suit you gave up ({suit}), discard one of them</source>
        <translation>手里还有缺门（{suit}）的牌时，必须先打缺门的牌</translation>
    </message>
    <message>
        <source>after a pong, discard: no kong or self-drawn win now</source>
        <translation>碰牌后须出牌，此时不能杠或自摸</translation>
    </message>
    <message>
        <source>no kong of {tile}: it is of the suit you gave up</source>
        <translation>不能杠{tile}：它是缺门的牌</translation>
    </message>
    <message>
        <source>set every flower aside before you win</source>
        <translation>胡牌前请先补完所有花牌</translation>
    </message>
    <message>
        <source>holding a wild, you may win only by 跑风 under these rules</source>
        <translation>按本规则，手里有钻牌时只能跑风胡牌</translation>
    </message>
    <message>
        <source>flowers are set aside (补花), never discarded</source>
        <translation>花牌只能补花，不能打出</translation>
    </message>
    <message>
        <source>after declaring ready (报听) you discard the tile you drew</source>
        <translation>报听后只能打出摸到的牌</translation>
    </message>
    <message>
        <source>to declare ready (报听) your hand must still wait on a tile after this discard</source>
        <translation>报听要求打出这张牌后仍然听牌</translation>
    </message>
    <message>
        <source>you may not discard {tile}, the tile you just claimed (吐牌)</source>
        <translation>不能打出刚吃碰来的{tile}（吐牌）</translation>
    </message>
    <message>
        <source>a wild is set aside only when just drawn after declaring ready, waiting on any tile, or in auto-play</source>
        <translation>只有在报听后、听任意张或托管时刚摸到的钻牌才能当花补掉</translation>
    </message>
    <message>
        <source>a wild takes part in no kong</source>
        <translation>钻牌不能参与杠</translation>
    </message>
    <message>
        <source>after declaring ready (报听) a kong uses the tile you drew and keeps your waits</source>
        <translation>报听后杠牌须用摸到的牌，且不改变听牌</translation>
    </message>
    <message>
        <source>in auto-play the seat never claims</source>
        <translation>托管时不会吃碰杠</translation>
    </message>
    <message>
        <source>only the next player may chow a discard</source>
        <translation>只有下家可以吃牌</translation>
    </message>
    <message>
        <source>a wild takes part in no chow</source>
        <translation>钻牌不能参与吃牌</translation>
    </message>
    <message>
        <source>there is no such seat</source>
        <translation>没有这个座位</translation>
    </message>
    <message>
        <source>items are ordered between hands, before the next deal</source>
        <translation>道具要在两局之间、下一局发牌前预订</translation>
    </message>
    <message>
        <source>that seat is not yours to play</source>
        <translation>这个座位不归你操作</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Step {step} of {steps}</source>
        <translation>第 {step} / {steps} 步</translation>
    </message>
    <message>
        <source>The deal.</source>
        <translation>发牌。</translation>
    </message>
    <message>
        <source>No decision for {seat} here.</source>
        <translation>{seat}此时无需决定。</translation>
    </message>
    <message>
        <source>Played: {action}</source>
        <translation>实际：{action}</translation>
    </message>
    <message>
        <source>Played: nothing yet (another seat's move came first)</source>
        <translation>实际：尚未出手（别家先行动）</translation>
    </message>
    <message>
        <source>Hint engine: {action}</source>
        <translation>提示引擎：{action}</translation>
    </message>
    <message>
        <source>Export Hand</source>
        <translation>导出牌谱</translation>
    </message>
    <message>
        <source>Hand files (*.json)</source>
        <translation>牌谱文件 (*.json)</translation>
    </message>
    <message>
        <source>Replay: {game}, hand {number}</source>
        <translation>牌谱回放：{game} 第{number}副</translation>
    </message>
    <message>
        <source>View from:</source>
        <translation>视角：</translation>
    </message>
    <message>
        <source>All hands open</source>
        <translation>明牌（显示所有手牌）</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>下一个决定</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>回到发牌 (Home)</translation>
    </message>
    <message>
        <source>One step back (←)</source>
        <translation>后退一步 (←)</translation>
    </message>
    <message>
        <source>One step on (→)</source>
        <translation>前进一步 (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>跳到结束 (End)</translation>
    </message>
</context>
<context>
    <name>ResultHands</name>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>{pattern} · {fan} fan</source>
        <translation>{pattern} · {fan}番</translation>
    </message>
    <message>
        <source>{seat} won: {scores}</source>
        <translation>{seat} 胡牌：{scores}</translation>
    </message>
    <message>
        <source>ready, worth up to {n}</source>
        <translation>已听牌，最大{n}分</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未听牌</translation>
    </message>
    <message>
        <source>{seat}: {state}</source>
        <translation>{seat}：{state}</translation>
    </message>
    <message>
        <source>{seat} won: {n} points</source>
        <translation>{seat} 胡牌：{n}分</translation>
    </message>
    <message>
        <source>{caption} · {paofeng}</source>
        <translation>{caption} · {paofeng}</translation>
    </message>
    <message>
        <source>{caption} · flowers set aside at the right</source>
        <translation>{caption} · 最右为补出的花牌</translation>
    </message>
    <message>
        <source>The kitty (底牌): {n} card points</source>
        <translation>底牌：{n}分</translation>
    </message>
    <message>
        <source>{caption} · captured by the defenders (抄底): +{n}</source>
        <translation>{caption} · 闲家抄底：+{n}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}和{second}</translation>
    </message>
    <message>
        <source>{side}: level {level}</source>
        <translation>{side}：{level}</translation>
    </message>
    <message>
        <source>Levels — {sides}</source>
        <translation>级别 —— {sides}</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>复制为文字(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Look at the table</source>
        <translation>查看牌桌(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>再来一场(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>下一局(&amp;N)</translation>
    </message>
    <message>
        <source>Show the &amp;result</source>
        <translation>显示结算(&amp;R)</translation>
    </message>
</context>
<context>
    <name>ResultView</name>
    <message>
        <source>Nobody paid anything in this hand.</source>
        <translation>本局无人付分。</translation>
    </message>
    <message>
        <source>What the patterns mean:</source>
        <translation>番型说明：</translation>
    </message>
    <message>
        <source>{pattern}: {meaning}</source>
        <translation>{pattern}：{meaning}</translation>
    </message>
    <message>
        <source>The house kept {n} coins.</source>
        <translation>台费 {n} 金币。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Coins this hand</source>
        <translation>本局金币</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>金币</translation>
    </message>
</context>
<context>
    <name>RuleControls</name>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限时</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>With the other settings as they are, “{field}” cannot include {items}.</source>
        <translation>在当前其他设置下，“{field}”不能包含 {items}。</translation>
    </message>
    <message>
        <source>These settings do not fit together: {fields}.</source>
        <translation>这些设置互相冲突：{fields}。</translation>
    </message>
    <message>
        <source>These settings do not fit together.</source>
        <translation>这些设置互相冲突。</translation>
    </message>
    <message>
        <source>Rules of {game} (in play)</source>
        <translation>{game}规则（本局使用中）</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>{game}规则</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>预设(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Defaults</source>
        <translation>恢复默认(&amp;D)</translation>
    </message>
</context>
<context>
    <name>SeatTableView</name>
    <message>
        <source>Paused

No bot moves and no clock runs.
Press {key} to go on.</source>
        <translation>已暂停

电脑不出牌，计时停止。
按 {key} 继续。</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>The game could not be saved ({reason}); play goes on, saving is retried.</source>
        <translation>对局无法保存（{reason}）；牌局照常进行，保存会自动重试。</translation>
    </message>
    <message>
        <source>The game is saved again.</source>
        <translation>对局已重新保存。</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Settlement</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>&amp;Copy as text</source>
        <translation>复制为文字(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>历史记录(&amp;H)…</translation>
    </message>
</context>
<context>
    <name>SettlementWriter</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first}、{last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Payments:</source>
        <translation>付款明细：</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>The match is over. Final standings:

{standings}</source>
        <translation>比赛结束。最终排名：

{standings}</translation>
    </message>
    <message>
        <source>{payer} paid {payee} {amount}</source>
        <translation>{payer}付给{payee} {amount}</translation>
    </message>
    <message>
        <source>{payers} each paid {payee} {amount}</source>
        <translation>{payers}各付给{payee} {amount}</translation>
    </message>
    <message>
        <source>{paid} — {why}</source>
        <translation>{paid}——{why}</translation>
    </message>
    <message>
        <source>{weather}: {kind} of {tile}</source>
        <translation>{weather}：{kind}{tile}</translation>
    </message>
    <message>
        <source>{transfer}: the discard right after the {kind} of {tile} was won, so its kong money goes over</source>
        <translation>{transfer}：{kind}{tile}后打出的牌被胡（杠上炮），杠钱转给胡牌者</translation>
    </message>
    <message>
        <source>{refund}: not ready when the wall ran out, it returns the {weather} of its {kind} of {tile}</source>
        <translation>{refund}：流局时未听牌，退还{kind}{tile}收的{weather}钱</translation>
    </message>
    <message>
        <source>{pig}: still holding a suit it had to get rid of when the wall ran out (16 × base)</source>
        <translation>{pig}：流局时手里仍有缺门牌（赔16倍底分）</translation>
    </message>
    <message>
        <source>{check}: not ready when the wall ran out, while {payee} was ready for up to {amount}</source>
        <translation>{check}：流局时未听牌，{payee}已听牌，最大可胡{amount}</translation>
    </message>
    <message>
        <source>{penalty}: left the table before winning</source>
        <translation>{penalty}：未胡牌就离开了牌桌</translation>
    </message>
    <message>
        <source>win on the discarded {tile}</source>
        <translation>点炮胡{tile}</translation>
    </message>
    <message>
        <source>robbing the kong of {tile}</source>
        <translation>抢杠胡{tile}</translation>
    </message>
    <message>
        <source>win after the kong {feeder} fed, on {tile}</source>
        <translation>{feeder}点杠，杠上花{tile}</translation>
    </message>
    <message>
        <source>self-draw on {tile}</source>
        <translation>自摸{tile}</translation>
    </message>
    <message>
        <source>{made}: {score}</source>
        <translation>{made}：{score}</translation>
    </message>
    <message>
        <source>, plus {n} self-draw bonus</source>
        <translation>，另加自摸加底{n}</translation>
    </message>
    <message>
        <source>, paying for {n} players (承包)</source>
        <translation>，承包{n}家</translation>
    </message>
    <message>
        <source>{name} {n} fan</source>
        <translation>{name}{n}番</translation>
    </message>
    <message>
        <source>{n} × {root}</source>
        <translation>{root}×{n}</translation>
    </message>
    <message>
        <source>{name} +1</source>
        <translation>{name}+1番</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>{parts} = {n} fan</source>
        <translation>{parts} = {n}番</translation>
    </message>
    <message>
        <source>, capped at {n} fan</source>
        <translation>，封顶{n}番</translation>
    </message>
    <message>
        <source> → base {base} × 2^({fan}−1) = {value}</source>
        <translation> → 底分{base} × 2^({fan}−1) = {value}</translation>
    </message>
    <message>
        <source>Hand {n} · {end} · winners: {winners}</source>
        <translation>第{n}局 · {end} · 胡家：{winners}</translation>
    </message>
    <message>
        <source>Hand {n} · {end}</source>
        <translation>第{n}局 · {end}</translation>
    </message>
</context>
<context>
    <name>SichuanRules</name>
    <message>
        <source>Game mode</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Bloody battle (血战到底): a winner leaves and the others play on until three have won. Single winner: the first win ends the hand. Bloody river (血流成河): winners stay in and may win again until the wall runs out.</source>
        <translation>血战到底：胡牌者离场，其余玩家继续打，直到三家胡牌。普通场：第一次胡牌即结束本局。血流成河：胡牌者不离场，可以一直胡到牌墙摸完。</translation>
    </message>
    <message>
        <source>Declare a void suit (定缺)</source>
        <translation>定缺</translation>
    </message>
    <message>
        <source>Before play every player names one suit to get rid of. A hand still holding that suit cannot win and is a flower pig at a drawn end.</source>
        <translation>开打前每人选定一门要打掉的花色。手里还有缺门牌就不能胡，流局时还算花猪。</translation>
    </message>
    <message>
        <source>Discard the void suit first</source>
        <translation>先打缺门</translation>
    </message>
    <message>
        <source>While you hold tiles of your void suit, every discard must be one of them. Only with a declared void suit.</source>
        <translation>手里还有缺门牌时，每次出牌都必须打缺门牌。只在定缺时有效。</translation>
    </message>
    <message>
        <source>Exchange three tiles (换三张)</source>
        <translation>换三张</translation>
    </message>
    <message>
        <source>After the deal every player passes three tiles at the same time, either three of one suit or any three.</source>
        <translation>发牌后所有玩家同时换出三张牌：同一花色的三张，或任意三张。</translation>
    </message>
    <message>
        <source>Exchange direction</source>
        <translation>换牌方向</translation>
    </message>
    <message>
        <source>Where the three tiles go. With dice, the direction is rolled only after everyone has chosen.</source>
        <translation>三张牌换给谁。选择掷骰时，所有人选好牌后才掷骰决定方向。</translation>
    </message>
    <message>
        <source>Kong money (刮风下雨)</source>
        <translation>刮风下雨（杠钱）</translation>
    </message>
    <message>
        <source>Standard: a direct kong costs the discarder 1 base, an added kong 1 base and a concealed kong 2 base from each player still in. By roots: base × the konger's roots, a direct or added kong paid only by the player who fed it. Common: like standard, but a direct kong costs 2 base.</source>
        <translation>标准：直杠由点杠者付1倍底分；补杠每家未胡玩家付1倍，暗杠每家付2倍。按根数：底分×杠牌者的根数，直杠和补杠只由点杠（点碰）的玩家付。常见：与标准相同，但直杠付2倍底分。</translation>
    </message>
    <message>
        <source>Refund kong money when not ready (退税)</source>
        <translation>未听牌退税</translation>
    </message>
    <message>
        <source>At a drawn end, a player who is not ready returns all the kong money it collected in this hand.</source>
        <translation>流局时，没有听牌的玩家退还本局收到的全部杠钱。</translation>
    </message>
    <message>
        <source>A late added kong is paid (过手杠)</source>
        <translation>过手杠也收钱</translation>
    </message>
    <message>
        <source>When off, adding to a pong a tile you kept from an earlier turn collects no kong money.</source>
        <translation>关闭时，用早先留在手里的牌补杠（过手杠）不收杠钱。</translation>
    </message>
    <message>
        <source>Base points (底分)</source>
        <translation>底分</translation>
    </message>
    <message>
        <source>One fan is worth the base points and every further fan doubles it (6, 12, 24 … at base 6). Kong money and penalties are counted in base points too.</source>
        <translation>1番为一倍底分，每多1番翻一倍（底分6时为6、12、24……）。杠钱和罚分也按底分计算。</translation>
    </message>
    <message>
        <source>Fan cap (封顶)</source>
        <translation>封顶</translation>
    </message>
    <message>
        <source>The most fan a win can count. Kong money and the flower pig penalty are never capped.</source>
        <translation>一次胡牌最多计多少番。杠钱和查花猪不受封顶限制。</translation>
    </message>
    <message>
        <source>Self-draw bonus</source>
        <translation>自摸奖励</translation>
    </message>
    <message>
        <source>The extra reward for a self-drawn win: none (all players still in pay anyway), one base more from each payer, or one fan more.</source>
        <translation>自摸的额外奖励：不加（本来就由所有未胡玩家付），每家多付一倍底分，或加1番。</translation>
    </message>
    <message>
        <source>Win after a direct kong (点杠花)</source>
        <translation>点杠花</translation>
    </message>
    <message>
        <source>Who pays for a win on the replacement tile of a direct kong: every player still in, as for a self-draw, or only the player whose discard was konged.</source>
        <translation>直杠后杠上花由谁付：按自摸由所有未胡玩家付，或只由点杠的玩家付。</translation>
    </message>
    <message>
        <source>+1 fan for robbing a kong (抢杠胡)</source>
        <translation>抢杠胡加1番</translation>
    </message>
    <message>
        <source>Winning on the tile another player adds to a pong earns one extra fan.</source>
        <translation>胡别人补杠的那张牌，多计1番。</translation>
    </message>
    <message>
        <source>+1 fan for Golden Hook (金钩钓)</source>
        <translation>金钩钓加1番</translation>
    </message>
    <message>
        <source>Winning with four melds down, on a single tile waiting for its pair, earns one extra fan.</source>
        <translation>四副牌都已碰杠出，手里只剩一张单吊胡牌，多计1番。</translation>
    </message>
    <message>
        <source>+1 fan for the last tile (海底)</source>
        <translation>海底加1番</translation>
    </message>
    <message>
        <source>Winning on the last tile of the wall (海底捞月) or on the discard after it (海底炮) earns one extra fan.</source>
        <translation>摸到牌墙最后一张自摸（海底捞月），或胡最后一张牌之后的出牌（海底炮），多计1番。</translation>
    </message>
    <message>
        <source>Concealed hand / All simples</source>
        <translation>门清 / 中张</translation>
    </message>
    <message>
        <source>One extra fan for a hand without pong or exposed kong (门清), and/or for a hand without any 1 or 9 (中张).</source>
        <translation>没有碰和明杠的牌（门清），和/或没有一和九的牌（中张），多计1番。</translation>
    </message>
    <message>
        <source>Terminal and 2-5-8 patterns</source>
        <translation>幺九与将对番型</translation>
    </message>
    <message>
        <source>Count the patterns Terminals in Every Set (带幺九), Full Flush Terminals (清幺九) and 2-5-8 All Pungs (将对).</source>
        <translation>计带幺九、清幺九和将对这几种番型。</translation>
    </message>
    <message>
        <source>2-5-8 pungs count as a root</source>
        <translation>将对算根</translation>
    </message>
    <message>
        <source>A hand of only 2, 5 and 8 tiles without chows scores one extra fan instead of the 4-fan pattern 2-5-8 All Pungs (将对).</source>
        <translation>全是二、五、八且没有顺子的牌多计1番（算一根），不再按4番的将对计。</translation>
    </message>
    <message>
        <source>Heavenly and Earthly Hands (天胡/地胡)</source>
        <translation>天胡 / 地胡</translation>
    </message>
    <message>
        <source>The dealer winning on the dealt tiles, or another player winning on its first draw before any claim, scores 6 fan.</source>
        <translation>庄家起手即胡（天胡），或闲家在无人碰杠前第一次摸牌即自摸（地胡），计6番。</translation>
    </message>
    <message>
        <source>Must win in the last four tiles</source>
        <translation>最后四张必胡</translation>
    </message>
    <message>
        <source>With four tiles or fewer left in the wall, every possible win is declared at once: nobody may pass it to wait for the ready check.</source>
        <translation>牌墙只剩最后四张时，能胡就自动胡牌，不能跳过胡牌去等查叫。</translation>
    </message>
    <message>
        <source>Several winners on one discard (一炮多响)</source>
        <translation>一炮多响</translation>
    </message>
    <message>
        <source>Everyone who can win on a discard wins and is paid by the discarder. When off, only the first player after the discarder wins (截胡).</source>
        <translation>一张牌可以被多家同时胡，点炮者分别赔付。关闭时只有点炮者之后最近的一家胡（截胡）。</translation>
    </message>
    <message>
        <source>No win after passing one (过水不胡)</source>
        <translation>过水不胡</translation>
    </message>
    <message>
        <source>After passing a win on a discard, you cannot win on a discard worth the same fan or less until you draw again. Self-draws are never blocked.</source>
        <translation>放弃点炮胡牌后，在自己再次摸牌前不能胡番数相同或更小的点炮。自摸不受限制。</translation>
    </message>
    <message>
        <source>Deal-in after kong hands over the kong money (呼叫转移)</source>
        <translation>杠上炮呼叫转移</translation>
    </message>
    <message>
        <source>When a discard made right after a kong is won, each winner also receives the money that kong collected.</source>
        <translation>杠牌后打出的牌被胡（杠上炮），每个胡牌者还得到这次杠收到的杠钱。</translation>
    </message>
    <message>
        <source>Flower pig check (查花猪)</source>
        <translation>查花猪</translation>
    </message>
    <message>
        <source>At a drawn end, a player still holding its void suit (or three suits) pays every other player still in 16 base.</source>
        <translation>流局时手里还有缺门牌（或三门牌）的花猪，赔给其他每个未胡玩家16倍底分。</translation>
    </message>
    <message>
        <source>Ready check (查大叫)</source>
        <translation>查大叫</translation>
    </message>
    <message>
        <source>At a drawn end, a player who is not ready pays each ready player the most its hand could have won.</source>
        <translation>流局时没有听牌的玩家，赔给每个听牌玩家其可能胡到的最大分数。</translation>
    </message>
    <message>
        <source>Penalty for leaving (强退)</source>
        <translation>强退罚分</translation>
    </message>
    <message>
        <source>A player who leaves before winning pays each other player still in 16 base (or, in the last four tiles, their ready value if that is more). Meant for LAN play.</source>
        <translation>未胡牌就离开的玩家赔给其他每个未胡玩家16倍底分（最后四张时，若按查大叫更多则按查大叫赔）。用于局域网对局。</translation>
    </message>
    <message>
        <source>Play for coins</source>
        <translation>游戏币场</translation>
    </message>
    <message>
        <source>At the end of each hand the points are settled in coins: points × room coefficient, a loser pays at most the coins it has, and the house keeps a fee on winnings.</source>
        <translation>每局结束时把分数换算成游戏币：分数×房间系数；输家最多输光自己的游戏币，赢家的收入要扣台费。</translation>
    </message>
    <message>
        <source>Room coefficient</source>
        <translation>房间系数</translation>
    </message>
    <message>
        <source>Coins per point at the end of a hand. Only when playing for coins.</source>
        <translation>每1分折合多少游戏币。只在游戏币场有效。</translation>
    </message>
    <message>
        <source>House fee (%)</source>
        <translation>台费（%）</translation>
    </message>
    <message>
        <source>The share of the coins won that goes to the house. Only when playing for coins.</source>
        <translation>赢得的游戏币中交给系统的比例。只在游戏币场有效。</translation>
    </message>
    <message>
        <source>Items (道具)</source>
        <translation>道具</translation>
    </message>
    <message>
        <source>Each player may use each item once per hand: swap a tile, peek at the next tile and so on. Items never change the score. Computer players do not use them.</source>
        <translation>每局每种道具每人可用一次：换牌、看下一张牌等。道具不影响计分。电脑玩家不使用道具。</translation>
    </message>
    <message>
        <source>Time to claim a discard</source>
        <translation>吃碰胡思考时间</translation>
    </message>
    <message>
        <source>Seconds to decide on a discard (win, pong, kong or pass). When time is up: pass.</source>
        <translation>别人出牌后决定胡、碰、杠或过的秒数。超时视为过。</translation>
    </message>
    <message>
        <source>Time for a turn</source>
        <translation>出牌时间</translation>
    </message>
    <message>
        <source>Seconds to play a turn. When time is up, the tile just drawn is discarded.</source>
        <translation>轮到自己时出牌的秒数。超时自动打出刚摸到的牌。</translation>
    </message>
    <message>
        <source>Bloody battle (血战到底)</source>
        <translation>血战到底</translation>
    </message>
    <message>
        <source>Single winner</source>
        <translation>普通场</translation>
    </message>
    <message>
        <source>Bloody river (血流成河)</source>
        <translation>血流成河</translation>
    </message>
    <message>
        <source>No exchange</source>
        <translation>不换</translation>
    </message>
    <message>
        <source>Three of one suit</source>
        <translation>同花色三张</translation>
    </message>
    <message>
        <source>Any three tiles</source>
        <translation>任意三张</translation>
    </message>
    <message>
        <source>Clockwise (to the left)</source>
        <translation>顺时针（换给上家）</translation>
    </message>
    <message>
        <source>Counter-clockwise (to the right)</source>
        <translation>逆时针（换给下家）</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>对家</translation>
    </message>
    <message>
        <source>By dice</source>
        <translation>掷骰决定</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>By roots (Chengdu)</source>
        <translation>按根数（成都）</translation>
    </message>
    <message>
        <source>Common (direct kong 2 base)</source>
        <translation>常见（直杠2倍）</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>不封顶</translation>
    </message>
    <message>
        <source>None</source>
        <translation>不加</translation>
    </message>
    <message>
        <source>One base more (自摸加底)</source>
        <translation>自摸加底</translation>
    </message>
    <message>
        <source>One fan more (自摸加番)</source>
        <translation>自摸加番</translation>
    </message>
    <message>
        <source>Self-draw: everyone pays</source>
        <translation>算自摸（各家付）</translation>
    </message>
    <message>
        <source>The kong's feeder pays</source>
        <translation>算点炮（点杠者付）</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>不计</translation>
    </message>
    <message>
        <source>Concealed hand (门清)</source>
        <translation>门清</translation>
    </message>
    <message>
        <source>All simples (中张)</source>
        <translation>中张</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>都计</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Before play</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Kongs</source>
        <translation>杠牌</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计番</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>行牌</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>游戏币</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>道具</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>计时</translation>
    </message>
    <message>
        <source>Chengdu roots</source>
        <translation>成都算根</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>{n} fan</source>
        <translation>{n}番</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Took over the deal</source>
        <translation>抢到庄</translation>
    </message>
    <message>
        <source>Captured the kitty</source>
        <translation>抠底</translation>
    </message>
    <message>
        <source>Stuck cards (粘牌)</source>
        <translation>粘牌</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Self-drawn wins</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>点炮</translation>
    </message>
    <message>
        <source>Points per hand (95%)</source>
        <translation>每副得分（95%区间）</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>最大一手</translation>
    </message>
    <message>
        <source>Biggest payment</source>
        <translation>最大一笔支付</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <source>Longest run without a win</source>
        <translation>最长未胡</translation>
    </message>
    <message>
        <source>Current run</source>
        <translation>当前连续</translation>
    </message>
    <message>
        <source>Levels climbed</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>Level changes (hands)</source>
        <translation>升级分布（副数）</translation>
    </message>
    <message>
        <source>Levels per hand (95%)</source>
        <translation>每副升级（95%区间）</translation>
    </message>
    <message>
        <source>Longest run of hands lost</source>
        <translation>最长连败</translation>
    </message>
    <message>
        <source>People</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>Self-drawn win</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>所有难度</translation>
    </message>
    <message>
        <source>Levels climbed over time</source>
        <translation>升级走势</translation>
    </message>
    <message>
        <source>Points over time</source>
        <translation>得分走势</translation>
    </message>
    <message>
        <source>No hands played yet</source>
        <translation>还没有打过牌</translation>
    </message>
    <message>
        <source>Outcomes</source>
        <translation>结果分布</translation>
    </message>
    <message>
        <source>Other wins</source>
        <translation>其他胡牌</translation>
    </message>
    <message>
        <source>Other hands</source>
        <translation>其他牌局</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Hands lost</source>
        <translation>负局</translation>
    </message>
    <message>
        <source>{points} ({pattern})</source>
        <translation>{points}（{pattern}）</translation>
    </message>
    <message>
        <source>{n} won</source>
        <translation>连胜{n}副</translation>
    </message>
    <message>
        <source>{n} without a win</source>
        <translation>连续{n}副未胡</translation>
    </message>
    <message>
        <source>{change}: {hands}</source>
        <translation>{change}：{hands}副</translation>
    </message>
    <message>
        <source>{mean} ± {interval}</source>
        <translation>{mean} ± {interval}</translation>
    </message>
    <message>
        <source>{up} up, {against} for the other side</source>
        <translation>本方升{up}级，对方升{against}级</translation>
    </message>
    <message>
        <source>Hands kept: {n}</source>
        <translation>已存牌谱：{n}</translation>
    </message>
    <message>
        <source>Cannot replay</source>
        <translation>无法回放</translation>
    </message>
    <message>
        <source>The kept hand cannot be replayed: {reason}.</source>
        <translation>这副存下的牌谱无法回放：{reason}。</translation>
    </message>
    <message>
        <source>Export Hand</source>
        <translation>导出牌谱</translation>
    </message>
    <message>
        <source>Hand files (*.json)</source>
        <translation>牌谱文件 (*.json)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>战绩</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Opponents:</source>
        <translation>对手：</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Best pattern</source>
        <translation>最佳番型</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Discard your void suit first: those tiles can never be part of your win. The highlighted tile is one of them; click it (or drag it up).</source>
        <translation>先打缺门的牌：它们永远不能用来胡牌。抬起的那张就是其中之一，点击它（或向上拖）。</translation>
    </message>
    <message>
        <source>A tile you hold a pair of was discarded: 碰 (pong) takes it and shows three of a kind. Press the highlighted 碰 button, then discard.</source>
        <translation>有人打出了你有一对的牌：碰，拿下它亮出刻子。按亮框的“碰”，然后出一张牌。</translation>
    </message>
    <message>
        <source>Four of a kind: a 杠 (kong) is paid at once (刮风下雨) and you draw a replacement tile. Press the highlighted button.</source>
        <translation>四张一样：杠牌当场收钱（刮风下雨），再补摸一张。按亮框的按钮。</translation>
    </message>
    <message>
        <source>Your hand is complete: press the highlighted button to win (胡). In 血战到底 the others play on until three players have won or the wall is empty.</source>
        <translation>你的牌成了：按亮框的按钮胡牌。血战到底：其他人继续打，直到三家胡牌或牌墙摸完。</translation>
    </message>
    <message>
        <source>You could claim this tile, but the hint passes: the claim would break a better shape. Press 过 (pass).</source>
        <translation>这张牌可以要，但提示选择过：要了会拆掉更好的牌型。按“过”。</translation>
    </message>
    <message>
        <source>Discard the tile that keeps your hand closest to ready. The hint's tile is raised; the panel on the right says how far your hand is from ready and, once it is, what it waits on.</source>
        <translation>打出让手牌离听牌最近的那张。提示的牌已抬起；右边的面板显示你离听牌还差几张，听牌后显示听哪些牌。</translation>
    </message>
    <message>
        <source>The tile after the indicator is this hand's wild, 钻牌 (marked with a star): it stands for any tile you need and is never discarded.</source>
        <translation>翻牌后面的那张是本局的钻牌（带星标）：它可以当作你需要的任何牌，永远不打出去。</translation>
    </message>
    <message>
        <source>A flower (花牌) is never played: set it aside (补花) and draw a replacement. Press the highlighted button or click the flower.</source>
        <translation>花牌不能打：把它放到一边（补花）再补摸一张。按亮框的按钮或点击花牌。</translation>
    </message>
    <message>
        <source>First choose 定缺, the suit you give up: you cannot win while you hold a tile of it, so it is usually the suit you hold fewest of. The highlighted button is the hint's choice.</source>
        <translation>先定缺：选一门不要的花色。手里还有这门牌就不能胡，所以通常缺你张数最少的那门。亮框的按钮是提示的选择。</translation>
    </message>
    <message>
        <source>You drew the wild with a ready hand: win now by 跑风, or set it aside (补花) and draw again: a win on that draw is 直叫, worth more. The highlighted button is the hint's choice.</source>
        <translation>听牌时摸到了钻牌：可以现在跑风胡牌，也可以把它补花再摸一张：这一摸胡了就是直叫，分更高。亮框的按钮是提示的选择。</translation>
    </message>
    <message>
        <source>Your hand is one tile from complete: 报听 declares it ready. After it you may not chow or pong, and a 跑风 win after 报听 adds 明跑 (3 points). Press 报听, then click the raised tile to discard it.</source>
        <translation>你的牌只差一张：报听就是宣布听牌。报听后不能吃、碰，报听后跑风胡牌另加明跑 3 分。按“报听”，再点击抬起的牌打出。</translation>
    </message>
    <message>
        <source>Your hand is complete: press 胡 to win. A hand that waits on any tile (听任意张) wins on every draw: that is 跑风.</source>
        <translation>你的牌成了：按“胡”。听任意张的牌摸什么都能胡，这就是跑风。</translation>
    </message>
    <message>
        <source>吃 (chow): take the discard of the player before you to complete a run. Press the highlighted button.</source>
        <translation>吃：拿上家打出的牌凑成顺子。按亮框的按钮。</translation>
    </message>
    <message>
        <source>碰 (pong): take the discard to make three of a kind. Press the highlighted button.</source>
        <translation>碰：拿下这张牌凑成刻子。按亮框的按钮。</translation>
    </message>
    <message>
        <source>Four of a kind: declare the 杠 (kong) and draw a replacement. Press the highlighted button.</source>
        <translation>四张一样：开杠并补摸一张。按亮框的按钮。</translation>
    </message>
    <message>
        <source>You could claim this tile, but the hint passes: it would not bring your hand closer. Press 过.</source>
        <translation>这张牌可以要，但提示选择过：要了不会让你离胡牌更近。按“过”。</translation>
    </message>
    <message>
        <source>Discard the raised tile: it keeps your hand closest to ready, counting the wild as any tile.</source>
        <translation>打出抬起的那张：把钻牌当作任意牌算，这样离听牌最近。</translation>
    </message>
    <message>
        <source>风: a pair, or pairs of one suit in a row. 雨: five or more cards of one suit in a row. 雷: four cards of rank 2, 3, 5 or the level, one of each suit. Help → Guafeng's Combinations shows them.</source>
        <translation>风：一对，或同一花色点数相连的几对。雨：同一花色点数相连的五张或更多。雷：点数为 2、3、5 或级牌的四张，每种花色各一张。帮助 → 刮风的牌型有图例。</translation>
    </message>
    <message>
        <source>亮主: show a joker with a pair to make the pair's suit trumps; two jokers (冲主) can overturn a one-joker declaration. The highlighted button is the hint's choice: declare a suit you hold many of.</source>
        <translation>亮主：亮出一张王和一对牌，这对牌的花色就成为主；两张王可以冲掉只用一张王的亮主（冲主）。亮框的按钮是提示的选择：亮你张数多的花色。</translation>
    </message>
    <message>
        <source>Nothing here is worth declaring for your side: pass. You are asked again when a new declaration becomes possible.</source>
        <translation>现在亮主对你方不划算：过。有新的亮主机会时会再问你。</translation>
    </message>
    <message>
        <source>You took the kitty: bury 4 cards (your jokers must go, unless declared and stuck). The buried cards count for the defenders if they take the last trick, so keep points out when you can. The hint's cards are picked: press Bury.</source>
        <translation>你拿到了底牌：扣下 4 张（手里的王必须扣，被粘的亮主牌除外）。闲家若赢得最后一轮，底牌的分归闲家，所以能不扣分就不扣。已选好提示的牌：按“扣底”。</translation>
    </message>
    <message>
        <source>Your lead: the cards picked are the hint's. You may lead a single, a pair, 风, 雨 or 雷; whoever plays highest takes the trick and its points (5, 10 and K). Press Play.</source>
        <translation>轮到你首出：已选好提示的牌。首出可以是单张、对子、风、雨或雷；出得最大的一家赢这一轮和其中的分（5、10、K）。按“出牌”。</translation>
    </message>
    <message>
        <source>Follow the suit led with as many cards; when your partner is winning the trick, add points, else play low. The hint's cards are picked: press Play.</source>
        <translation>跟出首家的花色、同样张数；对家大时送分，否则出小牌。已选好提示的牌：按“出牌”。</translation>
    </message>
    <message>
        <source>Follow the highlighted hint, or make your own move.</source>
        <translation>照亮框的提示出，或者自己决定。</translation>
    </message>
    <message>
        <source>Well done.</source>
        <translation>做得好。</translation>
    </message>
    <message>
        <source>You chose {move}; the hint was {hint}. The guide goes on from your move.</source>
        <translation>你选了{move}；提示是{hint}。引导从你这一步继续。</translation>
    </message>
    <message>
        <source>The hand is over: its result follows.</source>
        <translation>这一局结束了：下面是结算。</translation>
    </message>
    <message>
        <source>giving up {suit}</source>
        <translation>缺{suit}</translation>
    </message>
    <message>
        <source>Watch the others play; the guide speaks again at your next decision.</source>
        <translation>看其他人出牌；轮到你决定时引导会再提示。</translation>
    </message>
    <message>
        <source>Guided first hand: {game}</source>
        <translation>新手引导局：{game}</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>退出引导</translation>
    </message>
</context>
</TS>
