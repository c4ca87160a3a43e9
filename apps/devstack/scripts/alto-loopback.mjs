// Preloaded into the bundler (alto) by the devstack: alto listens on 0.0.0.0, and every part
// of the local stack must listen on 127.0.0.1 only, so a listen on all interfaces is narrowed
// to the loopback address before it reaches the socket.
import net from 'node:net'

const listen = net.Server.prototype.listen
net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first] = args
  if (first && typeof first === 'object' && (first.host === '0.0.0.0' || first.host === '::')) {
    args[0] = { ...first, host: '127.0.0.1' }
  }
  return listen.apply(this, args)
}
