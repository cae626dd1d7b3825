-- PATCH one work order per request, in progress → done → in progress …: every request moves its
-- vehicle (In workshop and back), every "done" records the vehicle's odometer (a higher one each
-- time). One connection only: two at once would race each other's transitions.
-- Arguments: work order id, km to start from.
local counter = 0
local id = ""
local km = 0

init = function(args)
  id = args[1]
  km = tonumber(args[2])
end

request = function()
  counter = counter + 1
  local body
  if counter % 2 == 1 then
    km = km + 1
    body = string.format('{"status":"done","odometer":%d}', km)
  else
    body = '{"status":"in_progress"}'
  end
  return json_request("PATCH", "/api/collections/work_orders/records/" .. id, body)
end
