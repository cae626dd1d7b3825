-- POST a new work order per request, on one vehicle (a new work order is open: the vehicle's
-- status stays). The product numbers it and ignores `number` (and would default `status`); the baseline has no hooks and
-- would store 0 and trip the unique index from the second work order on, so the body gives a
-- number from a range of its own per run. Arguments: vehicle id, first number.
local counter = 0
local vehicle = ""
local first = 0

init = function(args)
  vehicle = args[1]
  first = tonumber(args[2])
end

request = function()
  counter = counter + 1
  local body = string.format('{"vehicle":"%s","title":"Bench job %d","status":"open","priority":"normal","number":%d}', vehicle, counter, first + counter)
  return json_request("POST", "/api/collections/work_orders/records", body)
end
