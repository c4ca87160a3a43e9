// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title FoyerIdRegistry
/// @notice A minimal Farcaster ID registry for Foyer's local devnets, ABI-compatible with
/// Farcaster's IdRegistry for the reads Sign In With Farcaster needs: `idOf(custody)` and
/// `custodyOf(fid)`. Any address may register itself once and gets the next FID.
contract FoyerIdRegistry {
    uint256 public idCounter;

    mapping(address owner => uint256 fid) public idOf;
    mapping(uint256 fid => address owner) public custodyOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();

    /// @notice Registers the caller as the custody address of a new FID.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        emit Register(msg.sender, fid, recovery);
    }
}
