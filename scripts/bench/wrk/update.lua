-- PATCH one vehicle per request, alternating between two valid sets of values.
-- Arguments: vehicle id.
local counter = 0
local id = ""

init = function(args)
  id = args[1]
end

request = function()
  counter = counter + 1
  local body
  if counter % 2 == 0 then
    body = '{"odometer":120500,"color":"Red","notes":"Brake pads checked."}'
  else
    body = '{"odometer":120750,"color":"Dark blue","notes":"Oil changed."}'
  end
  return json_request("PATCH", "/api/collections/vehicles/records/" .. id, body)
end
