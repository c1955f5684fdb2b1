"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "fn.0"}> ({
    %0 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<4xf64>}> : () -> tensor<4xf64>
    %1 = "arith.addf"(%0, %0) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xf64>
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.index_switch"(%2) <{cases = array<i64: 1, 3, 5>}> ({
      "scf.yield"() : () -> ()
    }, {
      %24 = "arith.constant"() <{value = 127 : i8}> : () -> i8
      %25:2 = "arith.addui_extended"(%24, %24) : (i8, i8) -> (i8, i1)
      %26 = "arith.constant"() <{value = dense<[[[5.000000e-01], [-2.500000e-01], [1.500240e-01], [1.000000e+00]], [[4.000000e+02], [4.000000e+02], [1.000000e+02], [-7.500000e+00]], [[1.000000e+00], [4.000000e+02], [1.000000e+00], [1.500240e-01]], [[4.000000e+02], [0.000000e+00], [1.000000e+00], [1.000000e+00]]]> : vector<4x4x1xf16>}> : () -> vector<4x4x1xf16>
      %27 = "math.cos"(%26) <{fastmath = #arith.fastmath<none>}> : (vector<4x4x1xf16>) -> vector<4x4x1xf16>
      %28 = "arith.constant"() <{value = 22 : i32}> : () -> i32
      %29 = "arith.cmpi"(%28, %28) <{predicate = 6 : i64}> : (i32, i32) -> i1
      %30 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      %31 = "arith.constant"() <{value = 0 : index}> : () -> index
      %32 = "memref.load"(%30, %31) : (memref<4xf32>, index) -> f32
      "scf.yield"() : () -> ()
    }, {
      %22 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      %23 = "arith.sitofp"(%22) : (i64) -> f64
      "scf.yield"() : () -> ()
    }, {
      %10 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
      %11 = "math.tanh"(%10) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
      %12 = "tensor.empty"() : () -> tensor<4xf32>
      %13 = "arith.constant"() <{value = 1 : index}> : () -> index
      %14 = "arith.constant"() <{value = 8 : index}> : () -> index
      %15 = "tensor.empty"(%14) : (index) -> tensor<?xf32>
      %16 = "tensor.insert_slice"(%15, %12, %13) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 3>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, tensor<4xf32>, index) -> tensor<4xf32>
      %17 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      "scf.while"(%17, %17) ({
      ^bb0(%arg0: i16, %arg1: i16):
        %18 = "arith.constant"() <{value = dense<-1> : vector<8x3xi32>}> : () -> vector<8x3xi32>
        %19:2 = "arith.mului_extended"(%18, %18) : (vector<8x3xi32>, vector<8x3xi32>) -> (vector<8x3xi32>, vector<8x3xi32>)
        %20 = "arith.cmpi"(%arg0, %arg1) <{predicate = 3 : i64}> : (i16, i16) -> i1
        %21 = "arith.constant"() <{value = true}> : () -> i1
        "scf.condition"(%21) : (i1) -> ()
      }, {
        "scf.yield"(%17, %17) : (i16, i16) -> ()
      }) : (i16, i16) -> ()
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %3 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
    "cf.br"(%2, %3)[^bb1] : (index, f64) -> ()
  ^bb1(%4: index, %5: f64):  // pred: ^bb0
    %6 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%6)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %7 = "arith.constant"() <{value = -4 : i16}> : () -> i16
    "cf.switch"(%7, %7)[^bb3, ^bb3, ^bb4] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1, 4]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i16, i16) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %8 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    "cf.switch"(%8, %8, %8, %8)[^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[0, 3]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i16, i16, i16, i16) -> ()
  ^bb4(%9: i16):  // 4 preds: ^bb2, ^bb3, ^bb3, ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

