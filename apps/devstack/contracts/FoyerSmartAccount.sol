// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {SimpleAccount} from "@account-abstraction/contracts/samples/SimpleAccount.sol";

/// @title FoyerSmartAccount
/// @notice The ERC-4337 v0.7 SimpleAccount of the ERC-4337 sample contracts (one ECDSA owner,
/// `execute` / `executeBatch`) plus ERC-1271 `isValidSignature`, so that messages signed by the
/// owner verify for the account (directly once deployed, through ERC-6492 before).
contract FoyerSmartAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// @notice ERC-1271: valid when `signature` is the owner's ECDSA signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) {
            return IERC1271.isValidSignature.selector;
        }
        return 0xffffffff;
    }
}

/// @title FoyerSmartAccountFactory
/// @notice Deploys FoyerSmartAccount proxies at counterfactual CREATE2 addresses (owner, salt),
/// the same shape as the sample SimpleAccountFactory.
contract FoyerSmartAccountFactory {
    FoyerSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new FoyerSmartAccount(anEntryPoint);
    }

    /// @notice Deploys the account of (owner, salt), or returns it when it already exists.
    function createAccount(address owner, uint256 salt) public returns (FoyerSmartAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) {
            return FoyerSmartAccount(payable(addr));
        }
        account = FoyerSmartAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// @notice The counterfactual address of the account of (owner, salt).
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
