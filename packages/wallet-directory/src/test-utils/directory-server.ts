// The real directory server, imported from its source. Not a devDependency: the server
// depends on this package's protocol module, and a dependency back would be a package cycle.
export {
  startWalletDirectoryServer,
  type WalletDirectoryServer,
} from '../../../wallet-directory-server/src/index.js'
