import type { FrameMessages } from '../../ui/messages.js'

/** Japanese. */
const ja: FrameMessages = {
  DECODE_FROM: '送信元: {address}',
  DECODE_TO: '送信先: {address}',
  DECODE_TO_NEW_CONTRACT: '送信先: (新しいコントラクト)',
  DECODE_VALUE: '金額: {amount} {symbol}',
  DECODE_CALL_HEADING: '呼び出し {index} / {count}',
  DECODE_UNKNOWN_CALL: '不明なコントラクト呼び出し: セレクター {selector}、{bytes} バイト',
  DECODE_CONTRACT_CREATION: 'コントラクト作成: {bytes} バイトのコード',
  DECODE_FUNCTION: '呼び出し: {standard} {function}',
  DECODE_TYPE: '種類: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (無制限)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: 無制限 {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}…({length} 文字、全文は下)',
  DECODE_FIELD_FULL: '{path}(全文):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    '無制限の承認: {spender} は、今でも後でいつでも、このトークンをすべてあなたのアカウントから持ち出せます。',
  WARN_APPROVAL_FOR_ALL:
    'これにより {operator} は、今でも後でいつでも、あなたが持つこのコレクションのすべてのアイテムを移動できます。',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} はコントラクトではありません。承認は通常、個人のアドレスではなくアプリのコントラクトに与えます。',
  WARN_HASH_SIGN:
    'このメッセージはちょうど 32 バイトで、トランザクションハッシュのように見えます。署名するとあなたのアカウントからの支払いを許可する可能性があります。理由を正確に理解していない限り拒否してください。',
  WARN_TOKEN_NO_CODE:
    '{address} にはコントラクトコードがありません。このトークン呼び出しは何もしないか、アドレスが間違っています。',
  WARN_VALUE_ABOVE_BALANCE: 'アカウントの残高({balance})より多くの {symbol} を送信します。',
  SIMULATION_SEND: '送信: {amount} {asset}',
  SIMULATION_RECEIVE: '受け取り: {amount} {asset}',
  SIMULATION_SEND_VALUED: '送信: {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: '受け取り: {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: '送信: {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: '受け取り: {amount} × {item}',
  SIMULATION_ALLOW: '{spender} に {amount} {asset} の使用を許可',
  SIMULATION_ALLOW_UNLIMITED: '{spender} に トークン {token} のすべて(無制限) の使用を許可',
  SIMULATION_ALLOW_ITEM: '{spender} に {item} の移動を許可',
  SIMULATION_ALLOW_ALL: '{spender} に {token} のすべてのアイテムの移動を許可',
  SIMULATION_NO_CHANGES: 'アカウントの残高は変わりません。',
  SIMULATION_FEE_NOTE: 'ネットワーク手数料は含まれていません。',
  SIMULATION_REVERTED:
    'ネットワークによると、このリクエストは失敗します({reason})。承認するとおそらく失敗し、それでも手数料がかかります。',
  SIMULATION_UNAVAILABLE:
    'ネットワークがこのリクエストをシミュレーションできなかったため({reason})、変更内容は表示されません。下の詳細を確認してください。',
  APPROVE_TITLE: 'リクエストを承認',
  APPROVE_FROM: 'リクエスト元: {origin}',
  APPROVE_APP_CLAIM:
    '上のサイトは自分のアプリを「{name}」と名乗っています。確認済みなのはサイトのアドレスだけで、この名前ではありません。',
  APPROVE_CHAIN: 'ネットワーク: {name}(チェーン ID {id})',
  APPROVE_BUTTON: '承認',
  REJECT_BUTTON: '拒否',
  GUARD_UNSUPPORTED:
    'このブラウザではウォレットが完全に表示されていることを確認できないため、承認は無効です。確認できるブラウザ(Chrome、Edge)を使うか、拒否してください。',
  GUARD_HIDDEN:
    'ウォレットが覆われている、透明、または画面外にあるため、ボタンは無効です。表示しているページがあなたをだまそうとしている可能性があります。',
  GUARD_WAITING: 'リクエストを読んでから、このウィンドウの上にポインターを動かすと続行できます。',
  SIGN_MESSAGE: 'このメッセージに署名',
  SIGN_TYPED_DATA: '構造化データに署名',
  SEND_TRANSACTION: 'トランザクションを送信',
  SEND_CALLS: 'スマートアカウントから {count} 件の呼び出しを送信',
  SEND_USER_OPERATION: 'ユーザーオペレーションを送信',
  SMART_ACCOUNT_FROM: 'スマートアカウント {address} から',
  NETWORK_FEE_SPONSORED: 'ネットワーク手数料: スポンサー負担',
  NETWORK_FEE_ACCOUNT: 'ネットワーク手数料: スマートアカウントから支払い',
  DELEGATE_TITLE: 'アカウントをスマートアカウントにアップグレード',
  DELEGATE_ACCOUNT: 'あなたのアカウント: {address}（アドレスは変わりません）',
  DELEGATE_IMPLEMENTATION: 'スマートアカウントのコントラクト: {address}',
  DELEGATE_WARNING:
    'このコントラクトがあなたのアカウントとその中のすべてを管理します。このウォレットは運営者が設定したコントラクトにのみアップグレードし、ウェブサイトが指定するコントラクトには決してアップグレードしません。',
  UNDELEGATE_TITLE: 'スマートアカウントを通常のアカウントに戻す',
  UNDELEGATE_CURRENT: 'コントラクト {address} への委任を解除します',
  GRANT_TITLE: 'このアプリにスマートアカウントからの送金を許可する',
  GRANT_UPGRADE:
    '権限を保持するため、スマートアカウントをコントラクト {address} にアップグレードします。アドレスは変わりません。',
  GRANT_NATIVE_ALLOWANCE:
    '合計 {amount} {symbol} まで、任意のアドレスに送金できます（スポンサーがない場合はネットワーク手数料も含みます）',
  GRANT_TOKEN_ALLOWANCE: 'トークン {address} を合計 {amount} {symbol} まで送金できます',
  GRANT_CONTRACT_CALL: 'コントラクト {address} の {functions} を呼び出せます',
  GRANT_EXPIRY: '{date} まで',
  GRANT_WARNING:
    'この範囲内では、権限が終わるか取り消すまで、アプリは再確認なしにあなたのアカウントから送金します。',
  REVOKE_TITLE: '権限を取り消す',
  REVOKE_SESSION: '{origin} に与えた権限を終了します：あなたのアカウントから送金できなくなります。',
  WRONG_CHAIN:
    'このリクエストはチェーン {requested} 向けですが、ウォレットは {name}(チェーン {id})にあります。',
  SIMULATION_HEADING: 'アカウントで変わること(シミュレーション)',
  IDLE: 'Foyer 埋め込みウォレット',
  RECOVERY_SET_TITLE: '復元パスワードを設定',
  RECOVERY_SET_INTRO:
    '新しいデバイスでウォレットを使うにはこのパスワードが必要です。このウィンドウの外に出ることはなく、誰もあなたの代わりにリセットできません。このアプリも、その運営者もです。',
  RECOVERY_ENTER_TITLE: '復元パスワードを入力',
  RECOVERY_ENTER_INTRO:
    'このデバイスはウォレットにとって新しいデバイスです。作成時に設定した復元パスワードを入力してください。',
  RECOVERY_PASSWORD_LABEL: '復元パスワード',
  RECOVERY_CONFIRM_LABEL: '復元パスワードをもう一度入力',
  RECOVERY_TOO_SHORT: '{min} 文字以上にしてください。',
  RECOVERY_MISMATCH: '2 つのパスワードが一致しません。',
  RECOVERY_WORKING: '確認中…',
  RECOVERY_CONTINUE: '続行',
  RECOVERY_CANCEL: 'キャンセル',
  RECOVERY_CANCELLED:
    '復元パスワードが入力されなかったため、このデバイスではウォレットを使えません。',
  SOCIAL_DONE: 'このウィンドウは閉じてかまいません。',
  SOCIAL_FAILED:
    'サインインが完了しませんでした。このウィンドウを閉じ、アプリからやり直してください。',
  PASSKEY_WAITING: 'ウォレットに接続中…',
  PASSKEY_USE: 'パスキーで続行',
  PASSKEY_CREATE: 'パスキーを作成',
  PASSKEY_CREATE_HINT: 'デバイスにこのウォレット用のパスキーが保存されます。サインインに使います。',
  PASSKEY_USE_HINT: 'このウォレット用に保存したパスキーを使ってください。',
  PASSKEY_CHECKING: 'パスキーを確認中…',
  PASSKEY_DONE: '完了しました。このウィンドウは閉じてかまいません。',
  PASSKEY_FAILED: 'パスキーが使えませんでした: {message}',
  PASSKEY_NO_WALLET: 'パスキーを使うには、アプリからこのウィンドウを開いてください。',
  EXPORT_TITLE: 'あなたの秘密鍵',
  EXPORT_WARNING:
    'この鍵を持つ人は誰でも、ウォレット {address} とその中身すべてを操作できます。ウェブサイトに貼り付けたり共有したりしないでください。Foyer が尋ねることは決してありません。',
  EXPORT_SOLANA_TITLE: 'Solana の秘密鍵',
  EXPORT_COPY: '鍵をコピー',
  EXPORT_COPIED: 'コピーしました',
  EXPORT_CODE_EMAIL: '6桁のコードをメールで送信しました。入力すると秘密鍵が表示されます。',
  EXPORT_CODE_TOTP: '認証アプリの6桁のコードを入力すると秘密鍵が表示されます。',
  EXPORT_CODE_LABEL: '6桁のコード',
  EXPORT_CODE_SHOW: '鍵を表示',
  EXPORT_CODE_FORMAT: 'コードの6桁を入力してください。',
  STEP_UP_TITLE: 'ご本人確認',
  STEP_UP_INTRO:
    'デバイスの削除、メールアドレスの変更、復元シェアを開く操作には、改めて確認が必要です。',
  STEP_UP_CODE_LABEL: '認証アプリのコード',
  STEP_UP_PASSKEY: 'パスキーを使用',
  STEP_UP_CONFIRM: '確認',
  STEP_UP_CANCEL: 'キャンセル',
  STEP_UP_WORKING: '確認中…',
  STEP_UP_CODE_FORMAT: 'アプリに表示される6桁の数字を入力してください。',
  STEP_UP_CANCELLED: '確認されなかったため、何も変更されていません。',
  TOTP_SETUP_TITLE: '認証アプリを設定',
  TOTP_SETUP_INTRO:
    'このコードを認証アプリでスキャンし、表示される6桁のコードを入力してください。重要な操作の前に、このアプリでの確認が求められます。',
  TOTP_QR_LABEL: 'このウォレットを認証アプリに追加するためのQRコード',
  SOCIAL_RETURN_KEY_LOST:
    'このブラウザはウォレットのサイトストレージをブロックしているため、このページに戻ったサインインを完了できません。このサイトのデータを許可して、もう一度サインインしてください。',
  SIGN_SOLANA_TRANSACTION: 'Solana トランザクションに署名',
  SIGN_SOLANA_TRANSACTIONS: '{count} 件の Solana トランザクションに署名',
  SEND_SOLANA_TRANSACTION: 'Solana トランザクションを送信',
  SOLANA_TRANSFER: '{from} から {to} へ {amount} SOL を送る',
  SOLANA_TOKEN_TRANSFER:
    'トークン {mint} を {amount} 、トークンアカウント {from} からトークンアカウント {to} へ送る',
  SOLANA_TOKEN_TRANSFER_RAW:
    'トークン {amount} 単位をトークンアカウント {from} からトークンアカウント {to} へ送る',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'トークン {mint} 用の {owner} のトークンアカウントを作成',
  SOLANA_COMPUTE_BUDGET: '計算予算を設定(ネットワーク手数料)',
  SOLANA_UNKNOWN_INSTRUCTION: '不明な命令: プログラム {program}、データ {bytes} バイト',
  SOLANA_FEE_PAYER: 'ネットワーク手数料の支払者: {address}',
  SOLANA_TRANSACTION_HEADING: 'トランザクション {index} / {count}',
  SOLANA_NO_INSTRUCTIONS: '命令なし',
}

export default ja
