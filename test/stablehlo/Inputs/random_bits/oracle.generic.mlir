"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<2xui32>) -> (tensor<4x3xf32>, tensor<5xf32>, tensor<6xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg138: tensor<2xui32>):
    %472 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %473 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %474 = "func.call"(%arg138, %472, %473) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>
    %475 = "func.call"(%arg138) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<5xf32>
    %476 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %477 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %478 = "func.call"(%arg138, %476, %477) <{callee = @_randint}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
    "func.return"(%474, %475, %478) : (tensor<4x3xf32>, tensor<5xf32>, tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x3xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg135: tensor<2xui32>, %arg136: tensor<f32>, %arg137: tensor<f32>):
    %431 = "stablehlo.convert"(%arg136) : (tensor<f32>) -> tensor<f32>
    %432 = "stablehlo.convert"(%arg137) : (tensor<f32>) -> tensor<f32>
    %433 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %434 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %435 = "stablehlo.slice"(%arg135) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %436 = "stablehlo.reshape"(%435) : (tensor<1xui32>) -> tensor<ui32>
    %437 = "stablehlo.slice"(%arg135) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %438 = "stablehlo.reshape"(%437) : (tensor<1xui32>) -> tensor<ui32>
    %439 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x3xui64>
    %440 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x3xui64>
    %441 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x3xui64>
    %443 = "stablehlo.multiply"(%442, %439) : (tensor<4x3xui64>, tensor<4x3xui64>) -> tensor<4x3xui64>
    %444 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %445 = "stablehlo.broadcast_in_dim"(%444) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x3xui64>
    %446 = "stablehlo.multiply"(%445, %440) : (tensor<4x3xui64>, tensor<4x3xui64>) -> tensor<4x3xui64>
    %447 = "stablehlo.add"(%443, %446) : (tensor<4x3xui64>, tensor<4x3xui64>) -> tensor<4x3xui64>
    %448 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x3xui64>
    %450 = "stablehlo.shift_right_logical"(%447, %449) : (tensor<4x3xui64>, tensor<4x3xui64>) -> tensor<4x3xui64>
    %451 = "stablehlo.convert"(%447) : (tensor<4x3xui64>) -> tensor<4x3xui32>
    %452 = "stablehlo.convert"(%450) : (tensor<4x3xui64>) -> tensor<4x3xui32>
    %453:2 = "func.call"(%436, %438, %452, %451) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<4x3xui32>, tensor<4x3xui32>) -> (tensor<4x3xui32>, tensor<4x3xui32>)
    %454 = "stablehlo.xor"(%453#0, %453#1) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %455 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %457 = "stablehlo.shift_right_logical"(%454, %456) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %458 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %460 = "stablehlo.or"(%457, %459) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %461 = "stablehlo.bitcast_convert"(%460) : (tensor<4x3xui32>) -> tensor<4x3xf32>
    %462 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %464 = "stablehlo.subtract"(%461, %463) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %465 = "stablehlo.subtract"(%434, %433) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x3xf32>
    %467 = "stablehlo.multiply"(%464, %466) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %468 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x3xf32>
    %469 = "stablehlo.add"(%467, %468) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %470 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x3xf32>
    %471 = "stablehlo.maximum"(%470, %469) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%471) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x3xui32>, tensor<4x3xui32>) -> (tensor<4x3xui32>, tensor<4x3xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg113: tensor<ui32>, %arg114: tensor<ui32>, %arg115: tensor<4x3xui32>, %arg116: tensor<4x3xui32>):
    %414 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %415 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %416 = "stablehlo.xor"(%arg113, %arg114) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %417 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %418 = "stablehlo.xor"(%416, %417) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %419 = "stablehlo.broadcast_in_dim"(%arg113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %420 = "stablehlo.add"(%arg115, %419) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %421 = "stablehlo.broadcast_in_dim"(%arg114) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %422 = "stablehlo.add"(%arg116, %421) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %423 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %424 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %425:9 = "stablehlo.while"(%424, %423, %420, %422, %arg114, %418, %arg113, %414, %415) ({
    ^bb0(%arg126: tensor<i32>, %arg127: tensor<i32>, %arg128: tensor<4x3xui32>, %arg129: tensor<4x3xui32>, %arg130: tensor<ui32>, %arg131: tensor<ui32>, %arg132: tensor<ui32>, %arg133: tensor<4xui32>, %arg134: tensor<4xui32>):
      %429 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %430 = "stablehlo.compare"(%arg126, %429) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%430) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg117: tensor<i32>, %arg118: tensor<i32>, %arg119: tensor<4x3xui32>, %arg120: tensor<4x3xui32>, %arg121: tensor<ui32>, %arg122: tensor<ui32>, %arg123: tensor<ui32>, %arg124: tensor<4xui32>, %arg125: tensor<4xui32>):
      %426:8 = "func.call"(%arg118, %arg119, %arg120, %arg121, %arg122, %arg123, %arg124, %arg125) <{callee = @closed_call}> : (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %427 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %428 = "stablehlo.add"(%arg117, %427) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%428, %426#0, %426#1, %426#2, %426#3, %426#4, %426#5, %426#6, %426#7) : (tensor<i32>, tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%425#2, %425#3) : (tensor<4x3xui32>, tensor<4x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg105: tensor<i32>, %arg106: tensor<4x3xui32>, %arg107: tensor<4x3xui32>, %arg108: tensor<ui32>, %arg109: tensor<ui32>, %arg110: tensor<ui32>, %arg111: tensor<4xui32>, %arg112: tensor<4xui32>):
    %359 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %360 = "stablehlo.add"(%arg105, %359) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %361 = "stablehlo.slice"(%arg111) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %362 = "stablehlo.reshape"(%361) : (tensor<1xui32>) -> tensor<ui32>
    %363 = "stablehlo.add"(%arg106, %arg107) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %364 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %365 = "stablehlo.shift_left"(%arg107, %364) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %366 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %367 = "stablehlo.subtract"(%366, %362) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %369 = "stablehlo.shift_right_logical"(%arg107, %368) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %370 = "stablehlo.or"(%365, %369) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %371 = "stablehlo.xor"(%363, %370) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %372 = "stablehlo.slice"(%arg111) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %373 = "stablehlo.reshape"(%372) : (tensor<1xui32>) -> tensor<ui32>
    %374 = "stablehlo.add"(%363, %371) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %375 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %376 = "stablehlo.shift_left"(%371, %375) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %377 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %378 = "stablehlo.subtract"(%377, %373) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %380 = "stablehlo.shift_right_logical"(%371, %379) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %381 = "stablehlo.or"(%376, %380) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %382 = "stablehlo.xor"(%374, %381) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %383 = "stablehlo.slice"(%arg111) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %384 = "stablehlo.reshape"(%383) : (tensor<1xui32>) -> tensor<ui32>
    %385 = "stablehlo.add"(%374, %382) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %386 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %387 = "stablehlo.shift_left"(%382, %386) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %388 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %389 = "stablehlo.subtract"(%388, %384) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %391 = "stablehlo.shift_right_logical"(%382, %390) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %392 = "stablehlo.or"(%387, %391) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %393 = "stablehlo.xor"(%385, %392) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %394 = "stablehlo.slice"(%arg111) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %395 = "stablehlo.reshape"(%394) : (tensor<1xui32>) -> tensor<ui32>
    %396 = "stablehlo.add"(%385, %393) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %397 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %398 = "stablehlo.shift_left"(%393, %397) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %399 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %400 = "stablehlo.subtract"(%399, %395) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %402 = "stablehlo.shift_right_logical"(%393, %401) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %403 = "stablehlo.or"(%398, %402) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %404 = "stablehlo.xor"(%396, %403) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %405 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %406 = "stablehlo.add"(%396, %405) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %407 = "stablehlo.broadcast_in_dim"(%arg109) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %408 = "stablehlo.add"(%404, %407) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %409 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %410 = "stablehlo.add"(%arg105, %409) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %411 = "stablehlo.convert"(%410) : (tensor<i32>) -> tensor<ui32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %413 = "stablehlo.add"(%408, %412) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    "func.return"(%360, %406, %413, %arg109, %arg110, %arg108, %arg112, %arg111) : (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>) -> tensor<5xf32>, sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg104: tensor<2xui32>):
    %358 = "func.call"(%arg104) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<5xf32>
    "func.return"(%358) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>) -> tensor<5xf32>, sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg103: tensor<2xui32>):
    %351 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %353 = "func.call"(%arg103, %351, %352) <{callee = @_uniform_0}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %354 = "chlo.erf_inv"(%353) : (tensor<5xf32>) -> tensor<5xf32>
    %355 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %357 = "stablehlo.multiply"(%356, %354) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%357) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, sym_name = "_uniform_0", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<2xui32>, %arg101: tensor<f32>, %arg102: tensor<f32>):
    %317 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %318 = "stablehlo.broadcast_in_dim"(%arg102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %319 = "stablehlo.slice"(%arg100) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %320 = "stablehlo.reshape"(%319) : (tensor<1xui32>) -> tensor<ui32>
    %321 = "stablehlo.slice"(%arg100) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %322 = "stablehlo.reshape"(%321) : (tensor<1xui32>) -> tensor<ui32>
    %323 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %324 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %326 = "stablehlo.multiply"(%325, %323) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %327 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %329 = "stablehlo.shift_right_logical"(%326, %328) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %330 = "stablehlo.convert"(%326) : (tensor<5xui64>) -> tensor<5xui32>
    %331 = "stablehlo.convert"(%329) : (tensor<5xui64>) -> tensor<5xui32>
    %332:2 = "func.call"(%320, %322, %331, %330) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %333 = "stablehlo.xor"(%332#0, %332#1) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %334 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %336 = "stablehlo.shift_right_logical"(%333, %335) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %337 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %339 = "stablehlo.or"(%336, %338) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %340 = "stablehlo.bitcast_convert"(%339) : (tensor<5xui32>) -> tensor<5xf32>
    %341 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %343 = "stablehlo.subtract"(%340, %342) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %344 = "stablehlo.subtract"(%318, %317) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %346 = "stablehlo.multiply"(%343, %345) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %347 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %348 = "stablehlo.add"(%346, %347) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %349 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %350 = "stablehlo.maximum"(%349, %348) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%350) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg78: tensor<ui32>, %arg79: tensor<ui32>, %arg80: tensor<5xui32>, %arg81: tensor<5xui32>):
    %300 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %301 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %302 = "stablehlo.xor"(%arg78, %arg79) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %303 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %304 = "stablehlo.xor"(%302, %303) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %305 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %306 = "stablehlo.add"(%arg80, %305) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %307 = "stablehlo.broadcast_in_dim"(%arg79) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %308 = "stablehlo.add"(%arg81, %307) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %309 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %310 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %311:9 = "stablehlo.while"(%310, %309, %306, %308, %arg79, %304, %arg78, %300, %301) ({
    ^bb0(%arg91: tensor<i32>, %arg92: tensor<i32>, %arg93: tensor<5xui32>, %arg94: tensor<5xui32>, %arg95: tensor<ui32>, %arg96: tensor<ui32>, %arg97: tensor<ui32>, %arg98: tensor<4xui32>, %arg99: tensor<4xui32>):
      %315 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %316 = "stablehlo.compare"(%arg91, %315) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%316) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg82: tensor<i32>, %arg83: tensor<i32>, %arg84: tensor<5xui32>, %arg85: tensor<5xui32>, %arg86: tensor<ui32>, %arg87: tensor<ui32>, %arg88: tensor<ui32>, %arg89: tensor<4xui32>, %arg90: tensor<4xui32>):
      %312:8 = "func.call"(%arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89, %arg90) <{callee = @closed_call_2}> : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %313 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %314 = "stablehlo.add"(%arg82, %313) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%314, %312#0, %312#1, %312#2, %312#3, %312#4, %312#5, %312#6, %312#7) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%311#2, %311#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg70: tensor<i32>, %arg71: tensor<5xui32>, %arg72: tensor<5xui32>, %arg73: tensor<ui32>, %arg74: tensor<ui32>, %arg75: tensor<ui32>, %arg76: tensor<4xui32>, %arg77: tensor<4xui32>):
    %245 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %246 = "stablehlo.add"(%arg70, %245) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %247 = "stablehlo.slice"(%arg76) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %248 = "stablehlo.reshape"(%247) : (tensor<1xui32>) -> tensor<ui32>
    %249 = "stablehlo.add"(%arg71, %arg72) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %250 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %251 = "stablehlo.shift_left"(%arg72, %250) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %252 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %253 = "stablehlo.subtract"(%252, %248) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %255 = "stablehlo.shift_right_logical"(%arg72, %254) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %256 = "stablehlo.or"(%251, %255) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %257 = "stablehlo.xor"(%249, %256) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %258 = "stablehlo.slice"(%arg76) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %259 = "stablehlo.reshape"(%258) : (tensor<1xui32>) -> tensor<ui32>
    %260 = "stablehlo.add"(%249, %257) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %261 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %262 = "stablehlo.shift_left"(%257, %261) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %263 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %264 = "stablehlo.subtract"(%263, %259) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %266 = "stablehlo.shift_right_logical"(%257, %265) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %267 = "stablehlo.or"(%262, %266) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %268 = "stablehlo.xor"(%260, %267) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %269 = "stablehlo.slice"(%arg76) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %270 = "stablehlo.reshape"(%269) : (tensor<1xui32>) -> tensor<ui32>
    %271 = "stablehlo.add"(%260, %268) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %272 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %273 = "stablehlo.shift_left"(%268, %272) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %274 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %275 = "stablehlo.subtract"(%274, %270) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %277 = "stablehlo.shift_right_logical"(%268, %276) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %278 = "stablehlo.or"(%273, %277) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %279 = "stablehlo.xor"(%271, %278) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %280 = "stablehlo.slice"(%arg76) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %281 = "stablehlo.reshape"(%280) : (tensor<1xui32>) -> tensor<ui32>
    %282 = "stablehlo.add"(%271, %279) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %283 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %284 = "stablehlo.shift_left"(%279, %283) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %285 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %286 = "stablehlo.subtract"(%285, %281) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %288 = "stablehlo.shift_right_logical"(%279, %287) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %289 = "stablehlo.or"(%284, %288) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %290 = "stablehlo.xor"(%282, %289) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %291 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %292 = "stablehlo.add"(%282, %291) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %293 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %294 = "stablehlo.add"(%290, %293) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %295 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %296 = "stablehlo.add"(%arg70, %295) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %297 = "stablehlo.convert"(%296) : (tensor<i32>) -> tensor<ui32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %299 = "stablehlo.add"(%294, %298) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%246, %292, %299, %arg74, %arg75, %arg73, %arg77, %arg76) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>, sym_name = "_randint", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<2xui32>, %arg68: tensor<i32>, %arg69: tensor<i32>):
    %165 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %166 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %167 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %168 = "func.call"(%165, %166, %167) <{callee = @clip}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %169 = "stablehlo.compare"(%arg69, %168) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %170 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %171 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %172 = "func.call"(%arg68, %170, %171) <{callee = @clip_3}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %173 = "stablehlo.convert"(%172) : (tensor<i32>) -> tensor<i32>
    %174 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}> : () -> tensor<i32>
    %175 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %176 = "func.call"(%arg69, %174, %175) <{callee = @clip_3}> : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %177 = "stablehlo.convert"(%176) : (tensor<i32>) -> tensor<i32>
    %178 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %179 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %180 = "func.call"(%arg67) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %181 = "stablehlo.slice"(%180) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %182 = "stablehlo.reshape"(%181) : (tensor<1x2xui32>) -> tensor<2xui32>
    %183 = "stablehlo.slice"(%180) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1x2xui32>) -> tensor<2xui32>
    %185 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1xui32>) -> tensor<ui32>
    %187 = "stablehlo.slice"(%182) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1xui32>) -> tensor<ui32>
    %189 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %190 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %192 = "stablehlo.multiply"(%191, %189) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %193 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %195 = "stablehlo.shift_right_logical"(%192, %194) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %196 = "stablehlo.convert"(%192) : (tensor<6xui64>) -> tensor<6xui32>
    %197 = "stablehlo.convert"(%195) : (tensor<6xui64>) -> tensor<6xui32>
    %198:2 = "func.call"(%186, %188, %197, %196) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %199 = "stablehlo.xor"(%198#0, %198#1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %200 = "stablehlo.slice"(%184) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %201 = "stablehlo.reshape"(%200) : (tensor<1xui32>) -> tensor<ui32>
    %202 = "stablehlo.slice"(%184) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %203 = "stablehlo.reshape"(%202) : (tensor<1xui32>) -> tensor<ui32>
    %204 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %205 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %207 = "stablehlo.multiply"(%206, %204) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %208 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %210 = "stablehlo.shift_right_logical"(%207, %209) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %211 = "stablehlo.convert"(%207) : (tensor<6xui64>) -> tensor<6xui32>
    %212 = "stablehlo.convert"(%210) : (tensor<6xui64>) -> tensor<6xui32>
    %213:2 = "func.call"(%201, %203, %212, %211) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %214 = "stablehlo.xor"(%213#0, %213#1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %215 = "stablehlo.subtract"(%179, %178) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %216 = "stablehlo.convert"(%215) : (tensor<1xi32>) -> tensor<1xui32>
    %217 = "stablehlo.compare"(%179, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %218 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %220 = "stablehlo.select"(%217, %219, %216) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %221 = "stablehlo.compare"(%179, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %222 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %223 = "stablehlo.and"(%222, %221) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %224 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %226 = "stablehlo.add"(%220, %225) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %227 = "stablehlo.select"(%223, %226, %220) : (tensor<1xi1>, tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %228 = "stablehlo.constant"() <{value = dense<65536> : tensor<ui32>}> : () -> tensor<ui32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %230 = "stablehlo.remainder"(%229, %227) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %231 = "stablehlo.multiply"(%230, %230) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %232 = "stablehlo.remainder"(%231, %227) : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xui32>
    %233 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<6xui32>
    %234 = "stablehlo.remainder"(%199, %233) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %235 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<6xui32>
    %236 = "stablehlo.multiply"(%234, %235) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %237 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<6xui32>
    %238 = "stablehlo.remainder"(%214, %237) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %239 = "stablehlo.add"(%236, %238) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %240 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<6xui32>
    %241 = "stablehlo.remainder"(%239, %240) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %242 = "stablehlo.convert"(%241) : (tensor<6xui32>) -> tensor<6xi32>
    %243 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi32>) -> tensor<6xi32>
    %244 = "stablehlo.add"(%243, %242) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%244) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg64: tensor<i32>, %arg65: tensor<i32>, %arg66: tensor<i32>):
    %163 = "stablehlo.maximum"(%arg65, %arg64) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %164 = "stablehlo.minimum"(%arg66, %163) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%164) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "clip_3", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<i32>, %arg62: tensor<i32>, %arg63: tensor<i32>):
    %161 = "stablehlo.maximum"(%arg62, %arg61) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %162 = "stablehlo.minimum"(%arg63, %161) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%162) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>) -> tensor<2x2xui32>, sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<2xui32>):
    %144 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %145 = "stablehlo.reshape"(%144) : (tensor<1xui32>) -> tensor<ui32>
    %146 = "stablehlo.slice"(%arg60) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %147 = "stablehlo.reshape"(%146) : (tensor<1xui32>) -> tensor<ui32>
    %148 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %149 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %151 = "stablehlo.multiply"(%150, %148) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %152 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %154 = "stablehlo.shift_right_logical"(%151, %153) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %155 = "stablehlo.convert"(%151) : (tensor<2xui64>) -> tensor<2xui32>
    %156 = "stablehlo.convert"(%154) : (tensor<2xui64>) -> tensor<2xui32>
    %157:2 = "func.call"(%145, %147, %156, %155) <{callee = @threefry2x32_4}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %158 = "stablehlo.broadcast_in_dim"(%157#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %159 = "stablehlo.broadcast_in_dim"(%157#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %160 = "stablehlo.concatenate"(%158, %159) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%160) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_4", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<2xui32>, %arg41: tensor<2xui32>):
    %127 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %128 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %129 = "stablehlo.xor"(%arg38, %arg39) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %130 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %131 = "stablehlo.xor"(%129, %130) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %132 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %133 = "stablehlo.add"(%arg40, %132) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %134 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %135 = "stablehlo.add"(%arg41, %134) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %136 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %137 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %138:9 = "stablehlo.while"(%137, %136, %133, %135, %arg39, %131, %arg38, %127, %128) ({
    ^bb0(%arg51: tensor<i32>, %arg52: tensor<i32>, %arg53: tensor<2xui32>, %arg54: tensor<2xui32>, %arg55: tensor<ui32>, %arg56: tensor<ui32>, %arg57: tensor<ui32>, %arg58: tensor<4xui32>, %arg59: tensor<4xui32>):
      %142 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %143 = "stablehlo.compare"(%arg51, %142) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%143) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg42: tensor<i32>, %arg43: tensor<i32>, %arg44: tensor<2xui32>, %arg45: tensor<2xui32>, %arg46: tensor<ui32>, %arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<4xui32>, %arg50: tensor<4xui32>):
      %139:8 = "func.call"(%arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50) <{callee = @closed_call_5}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %140 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %141 = "stablehlo.add"(%arg42, %140) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%141, %139#0, %139#1, %139#2, %139#3, %139#4, %139#5, %139#6, %139#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%138#2, %138#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<i32>, %arg31: tensor<2xui32>, %arg32: tensor<2xui32>, %arg33: tensor<ui32>, %arg34: tensor<ui32>, %arg35: tensor<ui32>, %arg36: tensor<4xui32>, %arg37: tensor<4xui32>):
    %72 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.add"(%arg30, %72) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %74 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.add"(%arg31, %arg32) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %78 = "stablehlo.shift_left"(%arg32, %77) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %79 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %80 = "stablehlo.subtract"(%79, %75) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %82 = "stablehlo.shift_right_logical"(%arg32, %81) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %83 = "stablehlo.or"(%78, %82) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %84 = "stablehlo.xor"(%76, %83) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %85 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1xui32>) -> tensor<ui32>
    %87 = "stablehlo.add"(%76, %84) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %89 = "stablehlo.shift_left"(%84, %88) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %90 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %91 = "stablehlo.subtract"(%90, %86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %93 = "stablehlo.shift_right_logical"(%84, %92) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %94 = "stablehlo.or"(%89, %93) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %95 = "stablehlo.xor"(%87, %94) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %96 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1xui32>) -> tensor<ui32>
    %98 = "stablehlo.add"(%87, %95) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %99 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %100 = "stablehlo.shift_left"(%95, %99) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %101 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %102 = "stablehlo.subtract"(%101, %97) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %104 = "stablehlo.shift_right_logical"(%95, %103) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %105 = "stablehlo.or"(%100, %104) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %106 = "stablehlo.xor"(%98, %105) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %107 = "stablehlo.slice"(%arg36) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %108 = "stablehlo.reshape"(%107) : (tensor<1xui32>) -> tensor<ui32>
    %109 = "stablehlo.add"(%98, %106) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %110 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %111 = "stablehlo.shift_left"(%106, %110) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %112 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %113 = "stablehlo.subtract"(%112, %108) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %115 = "stablehlo.shift_right_logical"(%106, %114) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %116 = "stablehlo.or"(%111, %115) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %117 = "stablehlo.xor"(%109, %116) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %118 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %119 = "stablehlo.add"(%109, %118) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %120 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %121 = "stablehlo.add"(%117, %120) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %122 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.add"(%arg30, %122) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %124 = "stablehlo.convert"(%123) : (tensor<i32>) -> tensor<ui32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %126 = "stablehlo.add"(%121, %125) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%73, %119, %126, %arg34, %arg35, %arg33, %arg37, %arg36) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<6xui32>, %arg11: tensor<6xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<6xui32>, %arg24: tensor<6xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<6xui32>, %arg15: tensor<6xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_7}> : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<6xui32>, tensor<6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call_7", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<6xui32>, %arg2: tensor<6xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

