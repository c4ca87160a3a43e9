// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// A minimal smart account for tests: ERC-1271 signatures are valid when the account's
/// owner signed the hash (65-byte r, s, v signature, low s).
contract OwnerAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    address public immutable owner;

    constructor(address accountOwner) {
        owner = accountOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature)
        external
        view
        returns (bytes4)
    {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) {
            return 0xffffffff;
        }
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }
}

/// Deploys OwnerAccounts at CREATE2 addresses known in advance (counterfactual accounts,
/// as ERC-6492 signatures name them).
contract OwnerAccountFactory {
    function deploy(address accountOwner, bytes32 salt) external returns (address) {
        return address(new OwnerAccount{salt: salt}(accountOwner));
    }

    function addressOf(address accountOwner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(
            abi.encodePacked(type(OwnerAccount).creationCode, abi.encode(accountOwner))
        );
        return address(
            uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash))))
        );
    }
}
