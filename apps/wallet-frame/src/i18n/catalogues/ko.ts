import type { FrameMessages } from '../../ui/messages.js'

/** Korean. */
const ko: FrameMessages = {
  DECODE_FROM: '보내는 곳: {address}',
  DECODE_TO: '받는 곳: {address}',
  DECODE_TO_NEW_CONTRACT: '받는 곳: (새 컨트랙트)',
  DECODE_VALUE: '금액: {amount} {symbol}',
  DECODE_CALL_HEADING: '호출 {index}/{count}',
  DECODE_UNKNOWN_CALL: '알 수 없는 컨트랙트 호출: 셀렉터 {selector}, {bytes}바이트',
  DECODE_CONTRACT_CREATION: '컨트랙트 생성: 코드 {bytes}바이트',
  DECODE_FUNCTION: '호출: {standard} {function}',
  DECODE_TYPE: '유형: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (무제한)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: 무제한 {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length}자, 전체는 아래)',
  DECODE_FIELD_FULL: '{path} (전체):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    '무제한 승인: {spender}이(가) 지금과 이후 언제든지 이 토큰 전부를 계정에서 가져갈 수 있습니다.',
  WARN_APPROVAL_FOR_ALL:
    '이로써 {operator}이(가) 지금과 이후 언제든지 당신이 가진 이 컬렉션의 모든 항목을 옮길 수 있습니다.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender}은(는) 컨트랙트가 아닙니다. 승인은 보통 개인 주소가 아니라 앱의 컨트랙트에 줍니다.',
  WARN_HASH_SIGN:
    '이 메시지는 정확히 32바이트로, 트랜잭션 해시처럼 보입니다. 서명하면 계정에서 결제가 승인될 수 있습니다. 요청 이유를 정확히 알지 못한다면 거부하세요.',
  WARN_TOKEN_NO_CODE:
    '{address}에는 컨트랙트 코드가 없습니다. 이 토큰 호출은 아무것도 하지 않거나 주소가 잘못되었습니다.',
  WARN_VALUE_ABOVE_BALANCE: '계정 보유량({balance})보다 많은 {symbol}을(를) 보냅니다.',
  SIMULATION_SEND: '보냄: {amount} {asset}',
  SIMULATION_RECEIVE: '받음: {amount} {asset}',
  SIMULATION_SEND_VALUED: '보냄: {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: '받음: {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: '보냄: {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: '받음: {amount} × {item}',
  SIMULATION_ALLOW: '{spender}에게 {amount} {asset} 사용을 허용',
  SIMULATION_ALLOW_UNLIMITED: '{spender}에게 토큰 {token} 전부(무제한) 사용을 허용',
  SIMULATION_ALLOW_ITEM: '{spender}에게 {item} 이동을 허용',
  SIMULATION_ALLOW_ALL: '{spender}에게 {token}의 모든 항목 이동을 허용',
  SIMULATION_NO_CHANGES: '계정 잔액은 바뀌지 않습니다.',
  SIMULATION_FEE_NOTE: '네트워크 수수료는 포함되지 않습니다.',
  SIMULATION_REVERTED:
    '네트워크에 따르면 이 요청은 실패합니다({reason}). 승인하면 실패할 가능성이 높고 수수료는 그대로 듭니다.',
  SIMULATION_UNAVAILABLE:
    '네트워크가 이 요청을 시뮬레이션하지 못해({reason}) 변경 내용을 표시하지 않습니다. 아래 세부 정보를 확인하세요.',
  APPROVE_TITLE: '요청 승인',
  APPROVE_FROM: '요청한 곳: {origin}',
  APPROVE_APP_CLAIM:
    '위 사이트는 자신의 앱을 “{name}”(이)라고 부릅니다. 확인된 것은 사이트 주소뿐이며 이 이름은 아닙니다.',
  APPROVE_CHAIN: '네트워크: {name} (체인 ID {id})',
  APPROVE_BUTTON: '승인',
  REJECT_BUTTON: '거부',
  GUARD_UNSUPPORTED:
    '이 브라우저는 지갑이 완전히 보이는지 확인할 수 없어 승인이 꺼져 있습니다. 확인할 수 있는 브라우저(Chrome, Edge)를 사용하거나 거부하세요.',
  GUARD_HIDDEN:
    '지갑이 가려져 있거나 투명하거나 화면 밖에 있어 버튼이 꺼져 있습니다. 지갑을 보여 주는 페이지가 당신을 속이려는 것일 수 있습니다.',
  GUARD_WAITING: '요청을 읽은 다음, 계속하려면 포인터를 이 창 위로 움직이세요.',
  SIGN_MESSAGE: '이 메시지에 서명',
  SIGN_TYPED_DATA: '구조화된 데이터에 서명',
  SEND_TRANSACTION: '트랜잭션 보내기',
  SEND_CALLS: '스마트 계정에서 호출 {count}개 보내기',
  SEND_USER_OPERATION: '사용자 작업 보내기',
  SMART_ACCOUNT_FROM: '스마트 계정 {address}에서',
  WRONG_CHAIN: '이 요청은 체인 {requested}용이지만 지갑은 {name}(체인 {id})에 있습니다.',
  SIMULATION_HEADING: '계정에서 달라지는 것(시뮬레이션)',
  IDLE: 'Foyer 임베디드 지갑',
  RECOVERY_SET_TITLE: '복구 비밀번호 설정',
  RECOVERY_SET_INTRO:
    '새 기기에서 지갑을 사용하려면 이 비밀번호가 필요합니다. 이 창을 벗어나지 않으며, 누구도 대신 재설정할 수 없습니다. 이 앱도, 운영자도 마찬가지입니다.',
  RECOVERY_ENTER_TITLE: '복구 비밀번호 입력',
  RECOVERY_ENTER_INTRO:
    '이 기기는 지갑에 처음 연결됩니다. 지갑을 만들 때 설정한 복구 비밀번호를 입력하세요.',
  RECOVERY_PASSWORD_LABEL: '복구 비밀번호',
  RECOVERY_CONFIRM_LABEL: '복구 비밀번호 다시 입력',
  RECOVERY_TOO_SHORT: '{min}자 이상 사용하세요.',
  RECOVERY_MISMATCH: '두 비밀번호가 같지 않습니다.',
  RECOVERY_WORKING: '확인 중…',
  RECOVERY_CONTINUE: '계속',
  RECOVERY_CANCEL: '취소',
  RECOVERY_CANCELLED: '복구 비밀번호를 입력하지 않아 이 기기에서는 지갑을 사용할 수 없습니다.',
  SOCIAL_DONE: '이 창을 닫아도 됩니다.',
  SOCIAL_FAILED: '로그인이 완료되지 않았습니다. 이 창을 닫고 앱에서 다시 시작하세요.',
  PASSKEY_WAITING: '지갑에 연결 중…',
  PASSKEY_USE: '패스키로 계속',
  PASSKEY_CREATE: '패스키 만들기',
  PASSKEY_CREATE_HINT: '기기에 이 지갑용 패스키가 저장됩니다. 로그인할 때 사용합니다.',
  PASSKEY_USE_HINT: '이 지갑용으로 저장한 패스키를 사용하세요.',
  PASSKEY_CHECKING: '패스키 확인 중…',
  PASSKEY_DONE: '완료되었습니다. 이 창을 닫아도 됩니다.',
  PASSKEY_FAILED: '패스키가 작동하지 않았습니다: {message}',
  PASSKEY_NO_WALLET: '패스키를 사용하려면 앱에서 이 창을 여세요.',
  EXPORT_TITLE: '개인 키',
  EXPORT_WARNING:
    '이 키를 가진 사람은 누구나 지갑 {address}와 그 안의 모든 것을 제어합니다. 웹사이트에 붙여 넣거나 공유하지 마세요. Foyer는 절대 이 키를 요구하지 않습니다.',
  EXPORT_COPY: '키 복사',
  EXPORT_COPIED: '복사됨',
  EXPORT_NEEDS_PASSKEY: '먼저 이 계정에 패스키를 추가한 다음 키를 내보내세요.',
  SOCIAL_RETURN_KEY_LOST:
    '이 브라우저가 지갑의 사이트 저장소를 차단해 이 페이지로 돌아온 로그인을 마칠 수 없습니다. 이 사이트의 사이트 데이터를 허용하고 다시 로그인하세요.',
}

export default ko
