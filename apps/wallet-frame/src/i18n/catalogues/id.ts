import type { FrameMessages } from '../../ui/messages.js'

/** Indonesian. */
const id: FrameMessages = {
  DECODE_FROM: 'Dari: {address}',
  DECODE_TO: 'Kepada: {address}',
  DECODE_TO_NEW_CONTRACT: 'Kepada: (kontrak baru)',
  DECODE_VALUE: 'Jumlah: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Panggilan {index} dari {count}',
  DECODE_UNKNOWN_CALL: 'Panggilan kontrak tak dikenal: selektor {selector}, {bytes} byte',
  DECODE_CONTRACT_CREATION: 'Pembuatan kontrak: {bytes} byte kode',
  DECODE_FUNCTION: 'Panggilan: {standard} {function}',
  DECODE_TYPE: 'Jenis: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (tanpa batas)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: tanpa batas {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} karakter, lengkap di bawah)',
  DECODE_FIELD_FULL: '{path} (lengkap):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Persetujuan tanpa batas: {spender} dapat mengambil semua token ini dari akun Anda, sekarang dan kapan saja nanti.',
  WARN_APPROVAL_FOR_ALL:
    'Ini mengizinkan {operator} memindahkan setiap item koleksi ini yang Anda miliki, sekarang dan kapan saja nanti.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} bukan kontrak. Persetujuan biasanya diberikan ke kontrak aplikasi, bukan ke alamat pribadi.',
  WARN_HASH_SIGN:
    'Pesan ini tepat 32 byte: ini tampak seperti hash transaksi. Menandatanganinya dapat mengizinkan pembayaran dari akun Anda. Tolak kecuali Anda tahu persis mengapa diminta.',
  WARN_TOKEN_NO_CODE:
    '{address} tidak punya kode kontrak: panggilan token ini tidak akan melakukan apa pun, atau alamatnya salah.',
  WARN_VALUE_ABOVE_BALANCE:
    'Ini mengirim lebih banyak {symbol} daripada yang dimiliki akun ({balance}).',
  SIMULATION_SEND: 'Anda mengirim {amount} {asset}',
  SIMULATION_RECEIVE: 'Anda menerima {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Anda mengirim {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Anda menerima {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Anda mengirim {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Anda menerima {amount} × {item}',
  SIMULATION_ALLOW: 'Anda mengizinkan {spender} membelanjakan {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED:
    'Anda mengizinkan {spender} membelanjakan semua token {token} (tanpa batas)',
  SIMULATION_ALLOW_ITEM: 'Anda mengizinkan {spender} memindahkan {item}',
  SIMULATION_ALLOW_ALL: 'Anda mengizinkan {spender} memindahkan semua item {token} Anda',
  SIMULATION_NO_CHANGES: 'Tidak ada saldo akun Anda yang berubah.',
  SIMULATION_FEE_NOTE: 'Biaya jaringan tidak termasuk.',
  SIMULATION_REVERTED:
    'Jaringan menyatakan permintaan ini akan gagal ({reason}). Jika Anda menyetujui, kemungkinan besar akan gagal dan tetap dikenai biaya.',
  SIMULATION_UNAVAILABLE:
    'Jaringan tidak dapat menyimulasikan permintaan ini ({reason}), jadi perubahannya tidak ditampilkan. Periksa detail di bawah.',
  APPROVE_TITLE: 'Setujui permintaan',
  APPROVE_FROM: 'Diminta oleh {origin}',
  APPROVE_APP_CLAIM:
    'Situs di atas menyebut aplikasinya “{name}”. Hanya alamat situs yang diverifikasi, bukan nama ini.',
  APPROVE_CHAIN: 'Jaringan: {name} (chain id {id})',
  APPROVE_BUTTON: 'Setujui',
  REJECT_BUTTON: 'Tolak',
  GUARD_UNSUPPORTED:
    'Browser ini tidak dapat memastikan dompet terlihat sepenuhnya, jadi Setujui dimatikan. Gunakan browser yang bisa (Chrome, Edge) atau tolak.',
  GUARD_HIDDEN:
    'Dompet tertutup, transparan, atau di luar layar, jadi tombolnya dimatikan. Halaman yang menampilkannya mungkin mencoba menipu Anda.',
  GUARD_WAITING:
    'Baca permintaannya, lalu gerakkan penunjuk ke atas jendela ini untuk melanjutkan.',
  SIGN_MESSAGE: 'Tanda tangani pesan ini',
  SIGN_TYPED_DATA: 'Tanda tangani data terstruktur',
  SEND_TRANSACTION: 'Kirim transaksi',
  SEND_CALLS: 'Kirim {count} panggilan dari akun pintar Anda',
  SEND_USER_OPERATION: 'Kirim operasi pengguna',
  SMART_ACCOUNT_FROM: 'Dari akun pintar {address}',
  NETWORK_FEE_SPONSORED: 'Biaya jaringan: disponsori',
  NETWORK_FEE_ACCOUNT: 'Biaya jaringan: dibayar akun pintar Anda',
  DELEGATE_TITLE: 'Tingkatkan akun Anda menjadi akun pintar',
  DELEGATE_ACCOUNT: 'Akun Anda: {address} (alamatnya tetap sama)',
  DELEGATE_IMPLEMENTATION: 'Kontrak akun pintar: {address}',
  DELEGATE_WARNING:
    'Kontrak ini akan mengendalikan akun Anda dan semua isinya. Dompet ini hanya meningkatkan ke kontrak yang disiapkan operatornya, tidak pernah ke kontrak yang disebut situs web.',
  UNDELEGATE_TITLE: 'Kembalikan akun pintar Anda menjadi akun biasa',
  UNDELEGATE_CURRENT: 'Menghapus delegasi ke kontrak {address}',
  GRANT_TITLE: 'Izinkan aplikasi ini mengirim dari akun pintar Anda',
  GRANT_UPGRADE:
    'Akun pintar Anda ditingkatkan ke kontrak {address} untuk menyimpan izin. Alamatnya tetap sama.',
  GRANT_NATIVE_ALLOWANCE:
    'Aplikasi boleh mengirim hingga {amount} {symbol} secara total, ke alamat mana pun (biaya jaringan dihitung bila tidak disponsori)',
  GRANT_TOKEN_ALLOWANCE:
    'Aplikasi boleh mengirim hingga {amount} {symbol} dari token {address} secara total',
  GRANT_CONTRACT_CALL: 'Aplikasi boleh memanggil {functions} pada kontrak {address}',
  GRANT_EXPIRY: 'Hingga {date}',
  GRANT_WARNING:
    'Dalam batas ini aplikasi mengirim dari akun Anda tanpa bertanya lagi, sampai izin berakhir atau Anda mencabutnya.',
  REVOKE_TITLE: 'Cabut izin',
  REVOKE_SESSION:
    'Izin yang diberikan kepada {origin} berakhir: aplikasi tidak bisa lagi mengirim dari akun Anda.',
  WRONG_CHAIN: 'Permintaan ini untuk chain {requested}, tetapi dompet ada di {name} (chain {id}).',
  SIMULATION_HEADING: 'Apa yang berubah di akun Anda (simulasi)',
  IDLE: 'Dompet tertanam Foyer',
  RECOVERY_SET_TITLE: 'Buat kata sandi pemulihan',
  RECOVERY_SET_INTRO:
    'Anda memerlukan kata sandi ini untuk memakai dompet di perangkat baru. Kata sandi tidak pernah keluar dari jendela ini, dan tidak ada yang bisa mengatur ulangnya untuk Anda: baik aplikasi ini maupun operatornya.',
  RECOVERY_ENTER_TITLE: 'Masukkan kata sandi pemulihan',
  RECOVERY_ENTER_INTRO:
    'Perangkat ini baru bagi dompet Anda. Masukkan kata sandi pemulihan yang Anda buat saat membuat dompet.',
  RECOVERY_PASSWORD_LABEL: 'Kata sandi pemulihan',
  RECOVERY_CONFIRM_LABEL: 'Ulangi kata sandi pemulihan',
  RECOVERY_TOO_SHORT: 'Gunakan minimal {min} karakter.',
  RECOVERY_MISMATCH: 'Kedua kata sandi tidak sama.',
  RECOVERY_WORKING: 'Memeriksa…',
  RECOVERY_CONTINUE: 'Lanjutkan',
  RECOVERY_CANCEL: 'Batal',
  RECOVERY_CANCELLED:
    'Tidak ada kata sandi pemulihan yang diberikan, jadi dompet belum siap di perangkat ini.',
  SOCIAL_DONE: 'Anda dapat menutup jendela ini.',
  SOCIAL_FAILED: 'Proses masuk tidak selesai. Tutup jendela ini dan mulai lagi dari aplikasi.',
  PASSKEY_WAITING: 'Menghubungkan ke dompet…',
  PASSKEY_USE: 'Lanjutkan dengan kunci sandi Anda',
  PASSKEY_CREATE: 'Buat kunci sandi',
  PASSKEY_CREATE_HINT:
    'Perangkat Anda menyimpan kunci sandi untuk dompet ini. Anda memakainya untuk masuk.',
  PASSKEY_USE_HINT: 'Gunakan kunci sandi yang Anda simpan untuk dompet ini.',
  PASSKEY_CHECKING: 'Memeriksa kunci sandi Anda…',
  PASSKEY_DONE: 'Selesai. Anda dapat menutup jendela ini.',
  PASSKEY_FAILED: 'Kunci sandi tidak berhasil: {message}',
  PASSKEY_NO_WALLET: 'Buka jendela ini dari aplikasi untuk memakai kunci sandi Anda.',
  EXPORT_TITLE: 'Kunci pribadi Anda',
  EXPORT_WARNING:
    'Siapa pun yang memiliki kunci ini mengendalikan dompet {address} dan semua isinya. Jangan pernah menempelkannya di situs web atau membagikannya. Foyer tidak akan pernah memintanya.',
  EXPORT_SOLANA_TITLE: 'Kunci privat Solana Anda',
  EXPORT_COPY: 'Salin kunci',
  EXPORT_COPIED: 'Disalin',
  EXPORT_CODE_EMAIL:
    'Kami telah mengirim kode 6 digit ke email Anda. Masukkan untuk menampilkan kunci pribadi Anda.',
  EXPORT_CODE_TOTP:
    'Masukkan kode 6 digit dari aplikasi autentikator Anda untuk menampilkan kunci pribadi Anda.',
  EXPORT_CODE_LABEL: 'Kode 6 digit',
  EXPORT_CODE_SHOW: 'Tampilkan kunci saya',
  EXPORT_CODE_FORMAT: 'Masukkan 6 digit kode.',
  STEP_UP_TITLE: 'Konfirmasi bahwa ini Anda',
  STEP_UP_INTRO:
    'Menghapus perangkat, mengubah email, atau membuka bagian pemulihan Anda memerlukan pemeriksaan baru.',
  STEP_UP_CODE_LABEL: 'Kode dari aplikasi autentikator Anda',
  STEP_UP_PASSKEY: 'Gunakan kunci sandi Anda',
  STEP_UP_CONFIRM: 'Konfirmasi',
  STEP_UP_CANCEL: 'Batal',
  STEP_UP_WORKING: 'Memeriksa…',
  STEP_UP_CODE_FORMAT: 'Masukkan 6 digit yang ditampilkan aplikasi Anda.',
  STEP_UP_CANCELLED: 'Tidak dikonfirmasi, jadi tidak ada yang diubah.',
  TOTP_SETUP_TITLE: 'Siapkan aplikasi autentikator',
  TOTP_SETUP_INTRO:
    'Pindai kode ini dengan aplikasi autentikator, lalu masukkan kode 6 digit yang ditampilkannya. Aplikasi ini akan diminta sebelum tindakan sensitif.',
  TOTP_QR_LABEL: 'Kode QR untuk menambahkan dompet ini ke aplikasi autentikator',
  SOCIAL_RETURN_KEY_LOST:
    'Browser ini memblokir penyimpanan situs dompet, jadi proses masuk yang kembali ke halaman ini tidak dapat selesai. Izinkan data situs untuk situs ini dan masuk lagi.',
  SIGN_SOLANA_TRANSACTION: 'Tanda tangani transaksi Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Tanda tangani {count} transaksi Solana',
  SEND_SOLANA_TRANSACTION: 'Kirim transaksi Solana',
  SOLANA_TRANSFER: 'Kirim {amount} SOL dari {from} ke {to}',
  SOLANA_TOKEN_TRANSFER: 'Kirim {amount} token {mint} dari akun token {from} ke akun token {to}',
  SOLANA_TOKEN_TRANSFER_RAW: 'Kirim {amount} unit token dari akun token {from} ke akun token {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Buat akun token milik {owner} untuk token {mint}',
  SOLANA_COMPUTE_BUDGET: 'Atur anggaran komputasi (biaya jaringan)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Instruksi tidak dikenal: program {program}, {bytes} byte data',
  SOLANA_FEE_PAYER: 'Biaya jaringan dibayar oleh {address}',
  SOLANA_TRANSACTION_HEADING: 'Transaksi {index} dari {count}',
  SOLANA_NO_INSTRUCTIONS: 'Tidak ada instruksi',
}

export default id
