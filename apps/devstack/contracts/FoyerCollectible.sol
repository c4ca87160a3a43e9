// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice The callback a contract must implement to receive tokens by `safeTransferFrom`.
interface IERC721Receiver {
    function onERC721Received(
        address operator,
        address from,
        uint256 tokenId,
        bytes calldata data
    ) external returns (bytes4);
}

/// @title FoyerCollectible
/// @notice A minimal ERC-721 (with the metadata extension) for Foyer's local devnets. The
/// deployer mints tokens with a fixed token id and metadata URI each.
contract FoyerCollectible {
    string public name;
    string public symbol;
    address public immutable minter;

    mapping(uint256 tokenId => address) private _owners;
    mapping(uint256 tokenId => string) private _tokenURIs;
    mapping(address owner => uint256) private _balances;
    mapping(uint256 tokenId => address) private _approvals;
    mapping(address owner => mapping(address operator => bool)) private _operators;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NotMinter(address caller);
    error ZeroAddress();
    error TokenExists(uint256 tokenId);
    error NoSuchToken(uint256 tokenId);
    error NotAuthorized(address caller, uint256 tokenId);
    error WrongOwner(address from, uint256 tokenId);
    error UnsafeRecipient(address to);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return
            interfaceId == 0x01ffc9a7 || // ERC-165
            interfaceId == 0x80ac58cd || // ERC-721
            interfaceId == 0x5b5e139f; // ERC-721 metadata
    }

    function mint(address to, uint256 tokenId, string calldata uri) external {
        if (msg.sender != minter) revert NotMinter(msg.sender);
        if (to == address(0)) revert ZeroAddress();
        if (_owners[tokenId] != address(0)) revert TokenExists(tokenId);
        _owners[tokenId] = to;
        _tokenURIs[tokenId] = uri;
        unchecked {
            _balances[to] += 1;
        }
        emit Transfer(address(0), to, tokenId);
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert ZeroAddress();
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _owners[tokenId];
        if (owner == address(0)) revert NoSuchToken(tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return _tokenURIs[tokenId];
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _approvals[tokenId];
    }

    function isApprovedForAll(address owner, address operator) external view returns (bool) {
        return _operators[owner][operator];
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !_operators[owner][msg.sender]) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        _approvals[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        if (operator == address(0)) revert ZeroAddress();
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        if (owner != from) revert WrongOwner(from, tokenId);
        if (to == address(0)) revert ZeroAddress();
        if (
            msg.sender != owner &&
            msg.sender != _approvals[tokenId] &&
            !_operators[owner][msg.sender]
        ) revert NotAuthorized(msg.sender, tokenId);
        delete _approvals[tokenId];
        _owners[tokenId] = to;
        unchecked {
            _balances[from] -= 1;
            _balances[to] += 1;
        }
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(
        address from,
        address to,
        uint256 tokenId,
        bytes memory data
    ) public {
        transferFrom(from, to, tokenId);
        if (to.code.length == 0) return;
        try IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) returns (
            bytes4 answer
        ) {
            if (answer != IERC721Receiver.onERC721Received.selector) revert UnsafeRecipient(to);
        } catch {
            revert UnsafeRecipient(to);
        }
    }
}
