-- Neovim's own LSP client against `kinedit-cli lsp` (run headless by ctest:
-- tests/CMakeLists.txt), set up by the configuration Kinedit ships
-- (resources/editors/neovim/kinedit.lua). Opens a corpus URDF with a planted error and an
-- HRDF with a formula, and checks what Neovim itself reports: the
-- diagnostic's line and column (vim.diagnostic.get), the hover text, and
-- where go-to-definition puts the cursor. Exits 0 when all hold, else 1
-- with the reasons on stderr.
local cli = os.getenv('KINEDIT_CLI')
local corpus = os.getenv('KINEDIT_CORPUS')
local config = os.getenv('KINEDIT_NVIM_CONFIG')
local work = vim.fn.tempname()
vim.fn.mkdir(work, 'p')
local failures = {}
local function check(ok, what)
  if not ok then table.insert(failures, what) end
end
-- buf_get_clients() is keyed by client id: count its entries.
local function clients_of(buf)
  local n = 0
  for _ in pairs(vim.lsp.buf_get_clients(buf)) do n = n + 1 end
  return n
end
local function finish()
  vim.fn.delete(work, 'rf')
  if #failures == 0 then
    io.stdout:write('neovim client: all checks passed\n')
    vim.cmd('qall!')
  else
    io.stderr:write('neovim client: ' .. table.concat(failures, '\n') .. '\n')
    io.stderr:flush()
    vim.cmd('cquit 1')
  end
end

local panda = corpus .. '/urdf/example-robot-data/robots/panda_description/urdf/panda.urdf'
local hrdf = corpus .. '/hrdf/hebi-matlab-examples@68b0985/advanced/elbowScanningArm/elbowScanningArm.hrdf'
if vim.fn.filereadable(panda) == 0 or vim.fn.filereadable(hrdf) == 0 then
  io.stdout:write('neovim client: the corpus is absent; skipped\n')
  vim.cmd('qall!')
  return
end

-- The planted error: joint 2's parent names no link. Where it is (0-based).
local lines = vim.fn.readfile(panda)
local planted_line, planted_col, child_line, child_col, link_line
for i, l in ipairs(lines) do
  local s = l:find('<parent link="panda_link1"/>', 1, true)
  if s and not planted_line then
    lines[i] = l:gsub('panda_link1', 'panda_lnk1')
    planted_line, planted_col = i - 1, l:find('panda_link1', 1, true) - 1
  end
  local c = l:find('<child link="panda_link1"/>', 1, true)
  if c then child_line, child_col = i - 1, l:find('panda_link1', 1, true) + 2 end
  if l:find('<link name="panda_link1"', 1, true) then link_line = i - 1 end
end
local urdf = work .. '/panda.urdf'
vim.fn.writefile(lines, urdf)

dofile(config).setup({ cmd = { cli, 'lsp' } })

vim.cmd('edit ' .. vim.fn.fnameescape(urdf))
local urdf_buf = vim.api.nvim_get_current_buf()
check(vim.bo.filetype == 'xml', 'a .urdf file did not open as XML')
check(vim.wait(10000, function() return clients_of(urdf_buf) == 1 end, 50), 'no client attached to the URDF buffer')
local got = vim.wait(20000, function() return #vim.diagnostic.get(urdf_buf) > 0 end, 50)
check(got, 'no diagnostics arrived')
local found = false
for _, d in ipairs(vim.diagnostic.get(urdf_buf)) do
  if d.message:find('panda_lnk1', 1, true) then
    found = true
    check(d.lnum == planted_line and d.col == planted_col,
      string.format('the planted error is at %d:%d, Neovim shows it at %d:%d', planted_line, planted_col, d.lnum, d.col))
    check(d.severity == vim.diagnostic.severity.ERROR, 'the planted error is not an error')
  end
end
check(found, 'no diagnostic names panda_lnk1')

-- Go to definition from joint 1's <child link="panda_link1">: the link.
vim.api.nvim_win_set_cursor(0, { child_line + 1, child_col })
vim.lsp.buf.definition()
local jumped = vim.wait(10000, function() return vim.api.nvim_win_get_cursor(0)[1] == link_line + 1 end, 50)
check(jumped, string.format('definition went to line %d, not the link on line %d', vim.api.nvim_win_get_cursor(0)[1], link_line + 1))

-- Hover on twist="-pi/2" in an HRDF: the formula's value.
vim.cmd('edit ' .. vim.fn.fnameescape(hrdf))
local hrdf_buf = vim.api.nvim_get_current_buf()
check(vim.wait(10000, function() return clients_of(hrdf_buf) == 1 end, 50), 'no client attached to the HRDF buffer')
local hlines = vim.api.nvim_buf_get_lines(hrdf_buf, 0, -1, false)
local tl, tc
for i, l in ipairs(hlines) do
  local s = l:find('twist="-pi/2"', 1, true)
  if s and not tl then tl, tc = i - 1, s + 8 end
end
local answers = vim.lsp.buf_request_sync(hrdf_buf, 'textDocument/hover', {
  textDocument = { uri = vim.uri_from_bufnr(hrdf_buf) },
  position = { line = tl, character = tc },
}, 10000)
local text = ''
for _, a in pairs(answers or {}) do
  if a.result and a.result.contents then text = text .. (a.result.contents.value or '') end
end
check(text:find('-1.5708 rad (-90°)', 1, true) ~= nil, 'hover on twist="-pi/2" says: ' .. text)

vim.lsp.stop_client(vim.lsp.get_active_clients())
finish()
