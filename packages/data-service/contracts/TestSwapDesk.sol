// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice The part of TestToken the desk uses.
interface IDeskToken {
    function transfer(address to, uint256 value) external returns (bool);

    function batchMove(
        address[] calldata from,
        address[] calldata to,
        uint256[] calldata values
    ) external;
}

/// @title TestSwapDesk
/// @notice A fixed-rate exchange of ether and one TestToken for the data service's tests, shaped
/// like a DEX router: `buy` takes the transaction's value and sends tokens out of the desk;
/// `sell` takes tokens and pays ether back by an internal call (no log records it), the way a
/// router unwraps WETH and sends the ether to the seller.
contract TestSwapDesk {
    IDeskToken public immutable token;
    /// @notice Token base units per wei.
    uint256 public immutable rate;

    constructor(IDeskToken token_, uint256 rate_) payable {
        token = token_;
        rate = rate_;
    }

    receive() external payable {}

    /// @notice Ether in (the transaction's value), tokens out.
    function buy() external payable {
        token.transfer(msg.sender, msg.value * rate);
    }

    /// @notice Tokens in, ether out to the seller by an internal call.
    function sell(uint256 amount) external {
        _take(amount);
        (bool paid, ) = msg.sender.call{value: amount / rate}("");
        require(paid, "payout");
    }

    /// @notice Like `sell`, but first offers the ether to `rejecting`, whose refusal reverts
    /// that inner call (the ether stays with the desk), then pays the seller.
    function sellAfterRefusedOffer(uint256 amount, address rejecting) external {
        _take(amount);
        (bool accepted, ) = rejecting.call{value: amount / rate}("");
        require(!accepted, "offer accepted");
        (bool paid, ) = msg.sender.call{value: amount / rate}("");
        require(paid, "payout");
    }

    function _take(uint256 amount) private {
        address[] memory from = new address[](1);
        address[] memory to = new address[](1);
        uint256[] memory values = new uint256[](1);
        from[0] = msg.sender;
        to[0] = address(this);
        values[0] = amount;
        token.batchMove(from, to, values);
    }
}

/// @title TestRejecter
/// @notice Refuses every ether payment.
contract TestRejecter {
    receive() external payable {
        revert("refused");
    }
}
