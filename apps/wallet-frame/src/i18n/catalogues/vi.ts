import type { FrameMessages } from '../../ui/messages.js'

/** Vietnamese. */
const vi: FrameMessages = {
  DECODE_FROM: 'Từ: {address}',
  DECODE_TO: 'Đến: {address}',
  DECODE_TO_NEW_CONTRACT: 'Đến: (hợp đồng mới)',
  DECODE_VALUE: 'Số tiền: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Lệnh gọi {index}/{count}',
  DECODE_UNKNOWN_CALL: 'Lệnh gọi hợp đồng không xác định: bộ chọn {selector}, {bytes} byte',
  DECODE_CONTRACT_CREATION: 'Tạo hợp đồng: {bytes} byte mã',
  DECODE_FUNCTION: 'Lệnh gọi: {standard} {function}',
  DECODE_TYPE: 'Loại: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (không giới hạn)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: không giới hạn {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} ký tự, đầy đủ bên dưới)',
  DECODE_FIELD_FULL: '{path} (đầy đủ):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Phê duyệt không giới hạn: {spender} có thể lấy toàn bộ token này khỏi tài khoản của bạn, ngay bây giờ và bất cứ lúc nào sau này.',
  WARN_APPROVAL_FOR_ALL:
    'Điều này cho phép {operator} chuyển mọi vật phẩm trong bộ sưu tập này mà bạn sở hữu, ngay bây giờ và bất cứ lúc nào sau này.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} không phải là hợp đồng. Phê duyệt thường được cấp cho hợp đồng của ứng dụng, không phải cho địa chỉ cá nhân.',
  WARN_HASH_SIGN:
    'Tin nhắn này dài đúng 32 byte: trông giống mã băm giao dịch. Ký nó có thể cho phép một khoản thanh toán từ tài khoản của bạn. Hãy từ chối trừ khi bạn biết chính xác lý do được yêu cầu.',
  WARN_TOKEN_NO_CODE:
    '{address} không có mã hợp đồng: lệnh gọi token này sẽ không làm gì cả, hoặc địa chỉ bị sai.',
  WARN_VALUE_ABOVE_BALANCE:
    'Giao dịch này gửi nhiều {symbol} hơn số tài khoản đang có ({balance}).',
  SIMULATION_SEND: 'Bạn gửi {amount} {asset}',
  SIMULATION_RECEIVE: 'Bạn nhận {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Bạn gửi {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Bạn nhận {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Bạn gửi {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Bạn nhận {amount} × {item}',
  SIMULATION_ALLOW: 'Bạn cho phép {spender} chi tiêu {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED:
    'Bạn cho phép {spender} chi tiêu toàn bộ token {token} (không giới hạn)',
  SIMULATION_ALLOW_ITEM: 'Bạn cho phép {spender} chuyển {item}',
  SIMULATION_ALLOW_ALL: 'Bạn cho phép {spender} chuyển mọi vật phẩm {token} của bạn',
  SIMULATION_NO_CHANGES: 'Không có số dư nào của tài khoản thay đổi.',
  SIMULATION_FEE_NOTE: 'Chưa bao gồm phí mạng.',
  SIMULATION_REVERTED:
    'Mạng cho biết yêu cầu này sẽ thất bại ({reason}). Nếu bạn phê duyệt, nó nhiều khả năng sẽ thất bại mà vẫn mất phí.',
  SIMULATION_UNAVAILABLE:
    'Mạng không thể mô phỏng yêu cầu này ({reason}), nên những gì thay đổi không được hiển thị. Hãy kiểm tra chi tiết bên dưới.',
  APPROVE_TITLE: 'Phê duyệt yêu cầu',
  APPROVE_FROM: 'Được yêu cầu bởi {origin}',
  APPROVE_APP_CLAIM:
    'Trang web ở trên gọi ứng dụng của mình là “{name}”. Chỉ địa chỉ trang web được xác minh, không phải tên này.',
  APPROVE_CHAIN: 'Mạng: {name} (chain id {id})',
  APPROVE_BUTTON: 'Phê duyệt',
  REJECT_BUTTON: 'Từ chối',
  GUARD_UNSUPPORTED:
    'Trình duyệt này không thể xác nhận ví đang hiển thị đầy đủ, nên nút Phê duyệt bị tắt. Hãy dùng trình duyệt làm được việc này (Chrome, Edge) hoặc từ chối.',
  GUARD_HIDDEN:
    'Ví đang bị che, trong suốt hoặc nằm ngoài màn hình, nên các nút của ví bị tắt. Trang đang hiển thị ví có thể đang tìm cách lừa bạn.',
  GUARD_WAITING: 'Hãy đọc yêu cầu, rồi di chuyển con trỏ lên cửa sổ này để tiếp tục.',
  SIGN_MESSAGE: 'Ký tin nhắn này',
  SIGN_TYPED_DATA: 'Ký dữ liệu có cấu trúc',
  SEND_TRANSACTION: 'Gửi giao dịch',
  SEND_CALLS: 'Gửi {count} lệnh gọi từ tài khoản thông minh của bạn',
  SEND_USER_OPERATION: 'Gửi thao tác người dùng',
  SMART_ACCOUNT_FROM: 'Từ tài khoản thông minh {address}',
  NETWORK_FEE_SPONSORED: 'Phí mạng: được tài trợ',
  NETWORK_FEE_ACCOUNT: 'Phí mạng: tài khoản thông minh của bạn trả',
  DELEGATE_TITLE: 'Nâng cấp tài khoản của bạn thành tài khoản thông minh',
  DELEGATE_ACCOUNT: 'Tài khoản của bạn: {address} (địa chỉ vẫn giữ nguyên)',
  DELEGATE_IMPLEMENTATION: 'Hợp đồng tài khoản thông minh: {address}',
  DELEGATE_WARNING:
    'Hợp đồng này sẽ kiểm soát tài khoản của bạn và mọi thứ trong đó. Ví này chỉ nâng cấp lên hợp đồng do nhà vận hành thiết lập, không bao giờ lên hợp đồng do một trang web chỉ định.',
  UNDELEGATE_TITLE: 'Chuyển tài khoản thông minh về tài khoản thường',
  UNDELEGATE_CURRENT: 'Gỡ ủy quyền cho hợp đồng {address}',
  GRANT_TITLE: 'Cho phép ứng dụng này gửi từ tài khoản thông minh của bạn',
  GRANT_UPGRADE:
    'Tài khoản thông minh của bạn được nâng cấp lên hợp đồng {address} để giữ quyền. Địa chỉ vẫn giữ nguyên.',
  GRANT_NATIVE_ALLOWANCE:
    'Ứng dụng có thể gửi tổng cộng tối đa {amount} {symbol} đến bất kỳ địa chỉ nào (phí mạng được tính khi không được tài trợ)',
  GRANT_TOKEN_ALLOWANCE:
    'Ứng dụng có thể gửi tổng cộng tối đa {amount} {symbol} của token {address}',
  GRANT_CONTRACT_CALL: 'Ứng dụng có thể gọi {functions} trên hợp đồng {address}',
  GRANT_EXPIRY: 'Đến {date}',
  GRANT_WARNING:
    'Trong các giới hạn này, ứng dụng gửi từ tài khoản của bạn mà không hỏi lại, cho đến khi quyền hết hạn hoặc bạn thu hồi.',
  REVOKE_TITLE: 'Thu hồi một quyền',
  REVOKE_SESSION:
    'Quyền đã cấp cho {origin} kết thúc: ứng dụng không thể gửi từ tài khoản của bạn nữa.',
  WRONG_CHAIN: 'Yêu cầu này dành cho chain {requested}, nhưng ví đang ở {name} (chain {id}).',
  SIMULATION_HEADING: 'Những gì thay đổi trong tài khoản của bạn (mô phỏng)',
  IDLE: 'Ví nhúng Foyer',
  RECOVERY_SET_TITLE: 'Đặt mật khẩu khôi phục',
  RECOVERY_SET_INTRO:
    'Bạn cần mật khẩu này để dùng ví trên thiết bị mới. Mật khẩu không bao giờ rời khỏi cửa sổ này và không ai có thể đặt lại giúp bạn: kể cả ứng dụng này hay đơn vị vận hành.',
  RECOVERY_ENTER_TITLE: 'Nhập mật khẩu khôi phục',
  RECOVERY_ENTER_INTRO:
    'Thiết bị này mới đối với ví của bạn. Hãy nhập mật khẩu khôi phục bạn đã đặt khi tạo ví.',
  RECOVERY_PASSWORD_LABEL: 'Mật khẩu khôi phục',
  RECOVERY_CONFIRM_LABEL: 'Nhập lại mật khẩu khôi phục',
  RECOVERY_TOO_SHORT: 'Dùng ít nhất {min} ký tự.',
  RECOVERY_MISMATCH: 'Hai mật khẩu không giống nhau.',
  RECOVERY_WORKING: 'Đang kiểm tra…',
  RECOVERY_CONTINUE: 'Tiếp tục',
  RECOVERY_CANCEL: 'Hủy',
  RECOVERY_CANCELLED: 'Chưa nhập mật khẩu khôi phục, nên ví chưa sẵn sàng trên thiết bị này.',
  SOCIAL_DONE: 'Bạn có thể đóng cửa sổ này.',
  SOCIAL_FAILED: 'Đăng nhập chưa hoàn tất. Hãy đóng cửa sổ này và bắt đầu lại từ ứng dụng.',
  PASSKEY_WAITING: 'Đang kết nối với ví…',
  PASSKEY_USE: 'Tiếp tục bằng khóa truy cập',
  PASSKEY_CREATE: 'Tạo khóa truy cập',
  PASSKEY_CREATE_HINT:
    'Thiết bị của bạn lưu một khóa truy cập cho ví này. Bạn dùng nó để đăng nhập.',
  PASSKEY_USE_HINT: 'Dùng khóa truy cập bạn đã lưu cho ví này.',
  PASSKEY_CHECKING: 'Đang kiểm tra khóa truy cập…',
  PASSKEY_DONE: 'Xong. Bạn có thể đóng cửa sổ này.',
  PASSKEY_FAILED: 'Khóa truy cập không hoạt động: {message}',
  PASSKEY_NO_WALLET: 'Hãy mở cửa sổ này từ ứng dụng để dùng khóa truy cập.',
  EXPORT_TITLE: 'Khóa riêng tư của bạn',
  EXPORT_WARNING:
    'Bất kỳ ai có khóa này đều kiểm soát ví {address} và mọi thứ trong đó. Đừng bao giờ dán nó vào trang web hay chia sẻ nó. Foyer sẽ không bao giờ hỏi khóa này.',
  EXPORT_SOLANA_TITLE: 'Khóa riêng Solana của bạn',
  EXPORT_COPY: 'Sao chép khóa',
  EXPORT_COPIED: 'Đã sao chép',
  EXPORT_CODE_EMAIL:
    'Chúng tôi đã gửi mã 6 chữ số đến email của bạn. Nhập mã để hiển thị khóa riêng tư.',
  EXPORT_CODE_TOTP: 'Nhập mã 6 chữ số từ ứng dụng xác thực để hiển thị khóa riêng tư.',
  EXPORT_CODE_LABEL: 'Mã 6 chữ số',
  EXPORT_CODE_SHOW: 'Hiện khóa của tôi',
  EXPORT_CODE_FORMAT: 'Nhập 6 chữ số của mã.',
  STEP_UP_TITLE: 'Xác nhận đó là bạn',
  STEP_UP_INTRO:
    'Xóa một thiết bị, đổi email hoặc mở phần khôi phục của bạn cần một lần kiểm tra mới.',
  STEP_UP_CODE_LABEL: 'Mã từ ứng dụng xác thực của bạn',
  STEP_UP_PASSKEY: 'Dùng khóa truy cập của bạn',
  STEP_UP_CONFIRM: 'Xác nhận',
  STEP_UP_CANCEL: 'Hủy',
  STEP_UP_WORKING: 'Đang kiểm tra…',
  STEP_UP_CODE_FORMAT: 'Nhập 6 chữ số mà ứng dụng của bạn hiển thị.',
  STEP_UP_CANCELLED: 'Chưa xác nhận, nên không có gì thay đổi.',
  TOTP_SETUP_TITLE: 'Thiết lập ứng dụng xác thực',
  TOTP_SETUP_INTRO:
    'Quét mã này bằng một ứng dụng xác thực, rồi nhập mã 6 chữ số mà ứng dụng hiển thị. Ứng dụng sẽ được yêu cầu trước các thao tác nhạy cảm.',
  TOTP_QR_LABEL: 'Mã QR để thêm ví này vào ứng dụng xác thực',
  SOCIAL_RETURN_KEY_LOST:
    'Trình duyệt này chặn bộ nhớ trang của ví, nên lần đăng nhập quay lại trang này không thể hoàn tất. Hãy cho phép dữ liệu trang cho trang này và đăng nhập lại.',
  SIGN_SOLANA_TRANSACTION: 'Ký một giao dịch Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Ký {count} giao dịch Solana',
  SEND_SOLANA_TRANSACTION: 'Gửi một giao dịch Solana',
  SOLANA_TRANSFER: 'Gửi {amount} SOL từ {from} đến {to}',
  SOLANA_TOKEN_TRANSFER:
    'Gửi {amount} token {mint} từ tài khoản token {from} đến tài khoản token {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Gửi {amount} đơn vị token từ tài khoản token {from} đến tài khoản token {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Tạo tài khoản token của {owner} cho token {mint}',
  SOLANA_COMPUTE_BUDGET: 'Đặt ngân sách tính toán (phí mạng)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Lệnh không xác định: chương trình {program}, {bytes} byte dữ liệu',
  SOLANA_FEE_PAYER: 'Phí mạng do {address} trả',
  SOLANA_TRANSACTION_HEADING: 'Giao dịch {index} trên {count}',
  SOLANA_NO_INSTRUCTIONS: 'Không có lệnh nào',
}

export default vi
