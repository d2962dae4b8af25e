-- Kinedit's language server in Neovim's built-in LSP client (0.7 or later).
-- Put this file on your runtimepath as lua/kinedit.lua (or dofile() it) and
-- call, in init.lua:
--   require('kinedit').setup()                        -- kinedit-cli on PATH
--   require('kinedit').setup({ cmd = { '/path/to/kinedit-cli', 'lsp' } })
-- Robot files (.urdf, .xacro, .sdf, .world, .hrdf, .skel) open as XML, and
-- every XML buffer (MJCF, TAMP, ...) is attached to one server: the same
-- for all, so that an included file's unsaved text is what its includers
-- read, wherever the two files are.
local M = {}

function M.setup(opts)
  opts = opts or {}
  local cmd = opts.cmd or { 'kinedit-cli', 'lsp' }
  local client = nil
  vim.cmd([[
    augroup kinedit_filetypes
      autocmd!
      autocmd BufNewFile,BufRead *.urdf,*.xacro,*.sdf,*.world,*.hrdf,*.skel setfiletype xml
    augroup END
  ]])
  local function attach(buf)
    local name = vim.api.nvim_buf_get_name(buf)
    if name == '' then return end
    if not client then
      client = vim.lsp.start_client({
        name = 'kinedit', cmd = cmd, root_dir = vim.fn.fnamemodify(name, ':p:h'),
        on_exit = function() client = nil end,  -- started again by the next buffer
      })
    end
    if client then vim.lsp.buf_attach_client(buf, client) end
  end
  M.attach = attach
  vim.api.nvim_create_autocmd('FileType', {
    pattern = 'xml',
    group = vim.api.nvim_create_augroup('kinedit_lsp', { clear = true }),
    callback = function(args) attach(args.buf) end,
  })
end

return M
