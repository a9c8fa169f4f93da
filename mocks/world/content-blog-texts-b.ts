import type { ContentLocale } from '@sdk/gen/blog/types.gen'

/** Blog post bodies by slug: paragraphs in en and ru (the same number in each, each a translation of the other). */
export const BLOG_TEXTS_B: Record<string, Record<ContentLocale, string[]>> = {
  'news/cashback-launch': {
    en: [
      'Registered users now earn cashback on every swap they make, and the running total is always visible in the profile.',
      'Swaps still need no account, so nothing changes if you prefer to exchange without signing up. Cashback is one of the extras that come with registration, alongside balances, a full history, the affiliate programme, API keys and identity verification.',
      'Every completed swap made while signed in adds to your cashback automatically. Open the Cashback page in your profile to see what has built up and which swaps it came from.',
      'Payouts are made in USDT on the TRC20 network once your total passes the minimum shown on the Cashback page. Make sure the payout address is a TRC20 address, because USDT on another network is a different instrument and funds sent across networks can be lost.',
    ],
    ru: [
      'Теперь зарегистрированные пользователи получают кэшбэк за каждый обмен, а накопленная сумма всегда видна в профиле.',
      'Для обмена по-прежнему не нужен аккаунт, так что, если вам удобнее менять без регистрации, ничего не изменится. Кэшбэк — одна из возможностей, которые открывает регистрация, наряду с балансами, полной историей, партнёрской программой, API-ключами и проверкой личности.',
      'Каждый завершённый обмен, сделанный после входа в аккаунт, автоматически пополняет кэшбэк. На странице «Кэшбэк» в профиле видно, сколько уже накоплено и за какие обмены.',
      'Выплаты производятся в USDT в сети TRC20, когда сумма превышает минимум, указанный на странице «Кэшбэк». Проверьте, что адрес для выплаты относится к сети TRC20: USDT в другой сети — это другой инструмент, и средства, отправленные не в ту сеть, можно потерять.',
    ],
  },
  'security/phishing-checklist': {
    en: [
      'A few habits checked before every login and every transfer stop most phishing attempts long before they can cost you anything.',
      'Open the site from your own bookmark rather than from links in e-mails, chats or search adverts. Before typing anything, check that the address bar shows our exact domain over HTTPS, letter by letter.',
      'Treat urgency as a warning sign: messages about a blocked account, a prize or a “last chance” rate are built to make you hurry. We never ask for your password, seed phrase or private keys, in any channel.',
      'Before sending funds, compare the whole deposit address with the one shown on the order page, and check that the network matches the instrument you chose. A coin sent on the wrong network is usually lost.',
      'If something looks wrong, stop and contact support from the site itself, not through contacts given in the suspicious message. Change your e-mail password first if you think it may have been exposed.',
    ],
    ru: [
      'Несколько привычных проверок перед каждым входом и каждым переводом отсекают большинство фишинговых атак ещё до того, как они успеют навредить.',
      'Открывайте сайт из собственной закладки, а не по ссылкам из писем, чатов или рекламы в поиске. Прежде чем что-то вводить, сверьте адрес в строке браузера с нашим доменом буква в букву и убедитесь, что соединение идёт по HTTPS.',
      'Спешка — тревожный сигнал: сообщения о блокировке аккаунта, выигрыше или курсе «только сегодня» рассчитаны на то, чтобы вы торопились. Мы никогда и нигде не просим пароль, сид-фразу или приватные ключи.',
      'Перед отправкой средств сверьте адрес депозита целиком с адресом на странице заявки и проверьте, что сеть совпадает с выбранным инструментом. Монеты, отправленные не в ту сеть, как правило, теряются.',
      'Если что-то кажется подозрительным, остановитесь и напишите в поддержку через сам сайт, а не по контактам из подозрительного сообщения. Если есть риск, что пароль от почты утёк, первым делом смените его.',
    ],
  },
  'security/address-poisoning': {
    en: [
      'Address poisoning tricks people into copying a look-alike address from their own transaction history, and checking the full address every time defeats it.',
      'The attacker creates an address whose first and last characters match one you use often, then sends you a tiny or zero-value transfer from it. The fake address now sits in your history, right next to the real one.',
      'Later, when you copy a “recent” address from your wallet or a block explorer, it is easy to pick the fake one, and the funds go straight to the attacker. Transfers on a blockchain cannot be reversed.',
      'Always take the deposit address from the order page itself, and compare it in full, not just the beginning and the end. For addresses you reuse, keep a verified entry in your wallet’s address book instead of copying from history.',
      'Ignore unexpected small incoming transfers from unknown addresses, and never interact with tokens you did not ask for. They cost you nothing as long as you do not send anything back to them.',
    ],
    ru: [
      'Отравление адресов заставляет человека скопировать поддельный адрес из собственной истории транзакций, и полная проверка адреса каждый раз надёжно от этого защищает.',
      'Злоумышленник создаёт адрес, у которого первые и последние символы совпадают с тем, которым вы часто пользуетесь, и отправляет с него крошечный или нулевой перевод. Поддельный адрес оказывается в вашей истории рядом с настоящим.',
      'Когда позже вы копируете «недавний» адрес из кошелька или обозревателя блоков, легко выбрать подделку, и средства уходят прямо злоумышленнику. Переводы в блокчейне отменить нельзя.',
      'Всегда берите адрес депозита со страницы заявки и сверяйте его целиком, а не только начало и конец. Для адресов, которыми вы пользуетесь регулярно, заведите проверенную запись в адресной книге кошелька вместо копирования из истории.',
      'Не обращайте внимания на неожиданные мелкие поступления с незнакомых адресов и не совершайте действий с токенами, которые вы не запрашивали. Они ничем не грозят, пока вы ничего не отправляете в ответ.',
    ],
  },
  'security/two-factor': {
    en: [
      'Your exchange account is only as safe as the e-mail and password behind it, so the strongest protection starts with your mailbox.',
      'Whoever controls your e-mail can reset your password, so turn on two-factor authentication in your e-mail service and keep its recovery codes somewhere offline. An authenticator app is a better second factor than text messages.',
      'Use a unique password for this site that you use nowhere else, so a leak from another service cannot be replayed here. A password manager makes long, random passwords practical and also refuses to fill them in on a look-alike domain.',
      'If you use API keys, limit each key to the IP addresses of the servers that need it. Deactivate keys you no longer use, and create a new key rather than sharing one between several tools.',
    ],
    ru: [
      'Аккаунт на обменнике защищён ровно настолько, насколько защищены почта и пароль, поэтому надёжная защита начинается с почтового ящика.',
      'Тот, кто получил доступ к вашей почте, может сбросить пароль, поэтому включите двухфакторную аутентификацию в почтовом сервисе и храните резервные коды офлайн. Приложение-аутентификатор надёжнее в качестве второго фактора, чем SMS.',
      'Придумайте для этого сайта уникальный пароль, который больше нигде не используется, чтобы утечка с другого сервиса не дала доступа сюда. С менеджером паролей длинные случайные пароли становятся удобными, к тому же он не подставит пароль на сайте-двойнике.',
      'Если вы пользуетесь API-ключами, ограничьте каждый ключ IP-адресами серверов, которым он нужен. Отключайте ключи, которыми больше не пользуетесь, и создавайте отдельный ключ для каждого инструмента вместо одного общего.',
    ],
  },
  'security/sanitiser-test-post': {
    en: [
      'A genuine page of our site is easy to recognise once you know the few signs to check. The address bar always shows our own domain over HTTPS, with nothing added before or after it.',
      'Reach the site through your own bookmark instead of links from messages, adverts or social media. Look-alike domains often differ by a single letter or an extra word that is easy to miss.',
      'No page of the site will ever ask for your seed phrase or private key. Swaps only need a receiving address, and a form asking for secret words is a fake, whatever it looks like.',
      'Support never asks for your password either, in chat, by e-mail or anywhere else. If someone claiming to be support does, end the conversation and contact us through the site.',
    ],
    ru: [
      'Настоящую страницу нашего сайта легко узнать, если знать, на что смотреть. В адресной строке всегда наш собственный домен с HTTPS, без каких-либо добавок до или после него.',
      'Заходите на сайт из своей закладки, а не по ссылкам из сообщений, рекламы или соцсетей. Домены-двойники часто отличаются одной буквой или лишним словом, которое легко не заметить.',
      'Ни одна страница сайта никогда не попросит сид-фразу или приватный ключ. Для обмена нужен только адрес получения, а форма с просьбой ввести секретные слова — подделка, как бы она ни выглядела.',
      'Поддержка тоже никогда не спрашивает пароль — ни в чате, ни по почте, ни где-либо ещё. Если так поступает кто-то, назвавшийся поддержкой, прекратите разговор и свяжитесь с нами через сайт.',
    ],
  },
  'security/kyc-why': {
    en: [
      'Identity verification is optional for swaps and is asked for when you use features that require knowing who the account holder is.',
      'Verification lives in your profile and asks for your name, date of birth, the country that issued your document, its type and number. A passport, an ID card or a driving licence is accepted, along with photos of the document and of your face.',
      'While the check runs, its status is shown in the profile, so there is no need to resubmit or write to support. If it is rejected, the reason is shown, and you can correct the issue and send it again.',
      'Card purchases above a threshold go through the card provider’s own check, which is separate from ours. Use clear, well-lit photos with every corner of the document visible, as this is the most common reason for a rejection.',
    ],
    ru: [
      'Проверка личности не нужна для обмена и запрашивается, когда вы пользуетесь возможностями, для которых необходимо знать владельца аккаунта.',
      'Проверка проходит в профиле: нужны имя, дата рождения, страна, выдавшая документ, его тип и номер. Подойдут паспорт, ID-карта или водительское удостоверение, а также фотографии документа и вашего лица.',
      'Пока идёт проверка, её статус виден в профиле, так что отправлять данные повторно или писать в поддержку не нужно. Если заявку отклонят, будет указана причина: исправьте её и отправьте данные снова.',
      'Покупки картой сверх определённого порога проходят собственную проверку платёжного провайдера, отдельную от нашей. Присылайте чёткие фотографии при хорошем освещении, на которых видны все углы документа, — это самая частая причина отказа.',
    ],
  },
  'market/weekly-review': {
    en: [
      'This review looks at the signals worth following over the week, so you can choose when and how to swap with fewer surprises.',
      'Volatility comes first: when prices swing widely within a day, a fixed rate gives certainty for the order, while a floating rate keeps following the market until your deposit is confirmed.',
      'Stablecoin flows are the second signal to watch. Large amounts moving onto or off exchanges often come before bigger moves in the rest of the market.',
      'Network fees matter as much as the rate, especially for small swaps. When a network is busy, choosing the same coin on a cheaper network can save more than waiting for a better price, as long as the receiving wallet supports that network.',
      'Nothing here is investment advice, and markets can change direction quickly. Check the current rate on the order page before each swap.',
    ],
    ru: [
      'В этом обзоре — сигналы, за которыми стоит следить в течение недели, чтобы выбирать момент и способ обмена с меньшим количеством сюрпризов.',
      'Первое — волатильность: когда цены сильно колеблются в течение дня, фиксированный курс даёт определённость по заявке, а плавающий продолжает следовать за рынком до подтверждения депозита.',
      'Второй сигнал — движение стейблкоинов. Крупные поступления на биржи и выводы с них часто предшествуют заметным движениям остального рынка.',
      'Комиссии сетей важны не меньше курса, особенно для небольших обменов. Когда сеть загружена, выбор той же монеты в более дешёвой сети может сэкономить больше, чем ожидание лучшей цены, — если кошелёк получателя поддерживает эту сеть.',
      'Ничто в этом обзоре не является инвестиционной рекомендацией, а рынок может быстро развернуться. Перед каждым обменом проверяйте актуальный курс на странице заявки.',
    ],
  },
  'market/stablecoins-explained': {
    en: [
      'Stablecoins are tokens designed to keep a steady value against a currency such as the US dollar, which makes them a common way to park funds between swaps.',
      'Most stablecoins are backed by reserves held by their issuer, and their price stays close to the target because holders expect to be able to redeem them. Their value can still wobble briefly in stressed markets.',
      'The same stablecoin exists on many networks, and each one is a separate instrument. USDT on TRC20, ERC20, BEP20, SOL, TON, Polygon, Arbitrum, Optimism or Base shares a name, but the tokens live on different blockchains.',
      'That is why the network matters as much as the coin. Sending USDT on one network to an address that expects another usually means the funds are lost, so always pick the instrument that matches the receiving wallet.',
      'Network fees and confirmation times differ a lot between these networks. For everyday transfers, a network your wallet supports and that is cheap to use is usually the sensible choice.',
    ],
    ru: [
      'Стейблкоины — это токены, стоимость которых привязана к валюте, например к доллару США, поэтому их часто используют, чтобы держать средства между обменами.',
      'Большинство стейблкоинов обеспечены резервами эмитента, а цена держится у целевого уровня, потому что держатели рассчитывают их погасить. Тем не менее на нервном рынке их стоимость может ненадолго отклоняться.',
      'Один и тот же стейблкоин выпущен во многих сетях, и в каждой это отдельный инструмент. USDT в TRC20, ERC20, BEP20, SOL, TON, Polygon, Arbitrum, Optimism или Base называется одинаково, но токены живут в разных блокчейнах.',
      'Поэтому сеть важна не меньше самой монеты. Если отправить USDT из одной сети на адрес, который ожидает другую, средства, как правило, теряются, так что всегда выбирайте инструмент, подходящий кошельку получателя.',
      'Комиссии и время подтверждения в этих сетях сильно различаются. Для повседневных переводов разумно выбирать сеть, которую поддерживает ваш кошелёк и в которой переводы стоят недорого.',
    ],
  },
  'market/bitcoin-halving': {
    en: [
      'The Bitcoin halving cuts the reward for mining a new block in half, slowing the rate at which new coins enter circulation.',
      'It is written into the protocol and happens after a fixed number of blocks, roughly every four years. The total supply is capped, and each halving brings issuance closer to that limit.',
      'Miners earn less per block afterwards, so the least efficient of them may switch off, and transaction fees become a larger part of their income. The network adjusts its difficulty so that blocks keep arriving at a steady pace.',
      'The effect on price is debated: the event is known years in advance, and many other factors move the market. Expect attention and volatility around it rather than a predictable outcome.',
      'For swaps nothing changes in how bitcoin is sent or received. In busy periods, a fixed rate locks the price for your order while you make the deposit.',
    ],
    ru: [
      'Халвинг биткоина вдвое уменьшает награду за добычу нового блока и замедляет появление новых монет в обращении.',
      'Он заложен в протокол и происходит через фиксированное число блоков, примерно раз в четыре года. Общее предложение ограничено, и каждый халвинг приближает выпуск к этому пределу.',
      'После халвинга майнеры получают меньше за блок, поэтому наименее эффективные могут отключиться, а комиссии за транзакции становятся более заметной частью их дохода. Сеть подстраивает сложность, чтобы блоки продолжали появляться в обычном темпе.',
      'Влияние на цену остаётся предметом споров: о событии известно за годы, а рынок двигают и многие другие факторы. Стоит ожидать повышенного внимания и волатильности, а не предсказуемого результата.',
      'Для обмена ничего не меняется: биткоин отправляется и принимается так же, как раньше. В неспокойные периоды фиксированный курс закрепляет цену заявки, пока вы делаете депозит.',
    ],
  },
  'market/monero-privacy': {
    en: [
      'Monero is a privacy coin that hides the sender, the receiver and the amount of each transaction by default, and that shapes how Monero swaps work.',
      'Where most blockchains show every transfer publicly, Monero uses ring signatures, one-time addresses and hidden amounts. Privacy is not an option you turn on, it applies to every transaction.',
      'We credit a Monero deposit after 50 confirmations, which takes longer than for many other coins. With a floating rate, the rate keeps following the market until the deposit is confirmed, so choose a fixed rate if you want the price locked for 20 minutes.',
      'Double-check the whole Monero address before sending, and make sure your wallet is fully synchronised so it shows the incoming swap correctly. As with any coin, a transfer to a wrong address cannot be reversed.',
    ],
    ru: [
      'Monero — приватная монета, которая по умолчанию скрывает отправителя, получателя и сумму каждой транзакции, и это влияет на то, как проходит обмен Monero.',
      'Если в большинстве блокчейнов каждый перевод виден всем, то Monero использует кольцевые подписи, одноразовые адреса и скрытые суммы. Приватность здесь не опция, которую нужно включать, — она действует для любой транзакции.',
      'Депозит в Monero зачисляется после 50 подтверждений, а это дольше, чем у многих других монет. При плавающем курсе курс следует за рынком до подтверждения депозита, поэтому, если хотите закрепить цену на 20 минут, выберите фиксированный курс.',
      'Перед отправкой ещё раз проверьте адрес Monero целиком и убедитесь, что кошелёк полностью синхронизирован, чтобы он корректно показал поступление. Как и с любой монетой, перевод на неверный адрес отменить нельзя.',
    ],
  },
  'market/layer-two': {
    en: [
      'Layer-two networks process transactions away from a main blockchain and settle back to it, which makes transfers faster and cheaper while relying on its security.',
      'Arbitrum, Optimism and Base are layer-two networks built on Ethereum. They bundle many transactions together and post the result to Ethereum, so each user pays only a share of the cost.',
      'A token on a layer-two network is a separate instrument from the same token on Ethereum itself. USDT on Arbitrum and USDT on ERC20 are not interchangeable, and sending on the wrong network loses funds.',
      'Addresses on these networks often look identical to Ethereum addresses, which makes mistakes easy. Check that your receiving wallet supports the exact network you choose in the swap form.',
      'Moving funds from a layer-two network back to Ethereum through the network’s own bridge can take a while. A swap between instruments is often the simpler route when you need the coin on a different network.',
    ],
    ru: [
      'Сети второго уровня обрабатывают транзакции вне основного блокчейна и затем фиксируют результат в нём, поэтому переводы становятся быстрее и дешевле, а безопасность обеспечивает основная сеть.',
      'Arbitrum, Optimism и Base — сети второго уровня поверх Ethereum. Они объединяют множество транзакций и публикуют итог в Ethereum, так что каждый пользователь платит лишь часть общей стоимости.',
      'Токен в сети второго уровня — отдельный инструмент, не тот же самый, что в самом Ethereum. USDT в Arbitrum и USDT в ERC20 не взаимозаменяемы, и отправка не в ту сеть приводит к потере средств.',
      'Адреса в этих сетях часто выглядят точно так же, как адреса Ethereum, поэтому ошибиться легко. Проверьте, что кошелёк получателя поддерживает именно ту сеть, которую вы выбрали в форме обмена.',
      'Вывод средств из сети второго уровня обратно в Ethereum через её собственный мост может занять время. Когда монета нужна в другой сети, обмен между инструментами часто оказывается более простым путём.',
    ],
  },
  'market/volatility': {
    en: [
      'Crypto prices can move sharply within minutes, and choosing between a floating and a fixed rate is the main way to decide how much of that movement affects your swap.',
      'A floating rate follows the market until your deposit is confirmed. If prices move while the transaction waits for confirmations, the amount you receive moves with them, up or down.',
      'A fixed rate is locked for 20 minutes, so you know the result in advance if you send the deposit within that window. When the market moves sharply on a fixed-rate order, the order page offers you the new rate or a refund.',
      'Coins that need many confirmations, such as Monero with its 50, spend longer waiting, which gives the market more time to move. Busy networks can slow confirmations too.',
      'In calm markets the two options usually end up close. When prices are jumping, a fixed rate and a prompt deposit keep surprises to a minimum.',
    ],
    ru: [
      'Курсы криптовалют могут резко меняться за считанные минуты, и выбор между плавающим и фиксированным курсом — главный способ решить, насколько это движение повлияет на ваш обмен.',
      'Плавающий курс следует за рынком до подтверждения депозита. Если цены меняются, пока транзакция ждёт подтверждений, вместе с ними меняется и сумма к получению — в большую или меньшую сторону.',
      'Фиксированный курс закрепляется на 20 минут, так что результат известен заранее, если отправить депозит в этот срок. Если рынок резко сдвинется по заявке с фиксированным курсом, на странице заявки будет предложен новый курс или возврат средств.',
      'Монеты, которым нужно много подтверждений, например Monero с её 50, дольше ждут зачисления, и у рынка больше времени на движение. Загруженность сети тоже может замедлить подтверждения.',
      'На спокойном рынке оба варианта обычно дают близкий результат. Когда цены скачут, фиксированный курс и своевременный депозит сводят сюрпризы к минимуму.',
    ],
  },
}
