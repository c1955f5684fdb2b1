"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<1xindex>) -> tensor<4xindex>, sym_name = "helper0", sym_visibility = "private"}> ({
    ^bb0(%arg8: tensor<1xindex>):
      %42 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      %43 = "arith.xori"(%42, %42) : (i16, i16) -> i16
      %44 = "arith.shrsi"(%43, %43) : (i16, i16) -> i16
      %45 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      %46 = "math.fpowi"(%45, %44) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, i16) -> f64
      %47 = "arith.constant"() <{value = dense<80> : tensor<4xindex>}> : () -> tensor<4xindex>
      "func.return"(%47) : (tensor<4xindex>) -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x8x3xindex>, tensor<8x8x3xindex>) -> i64, sym_name = "compute0"}> ({
  ^bb0(%arg0: tensor<?x8x3xindex>, %arg1: tensor<8x8x3xindex>):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8x3xindex>
    %1 = "arith.constant"() <{value = 7 : index}> : () -> index
    %2 = "arith.constant"() <{value = 5 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "memref.load"(%0, %1, %2, %3) : (memref<8x8x3xindex>, index, index, index) -> index
    %5 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    %6 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %7 = "arith.maxnumf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %8 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %9 = "arith.minnumf"(%8, %8) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    %10 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    "cf.switch"(%10)[^bb1, ^bb1, ^bb4] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[3, 4]> : vector<2xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %11 = "arith.constant"() <{value = dense<-1> : vector<1xi16>}> : () -> vector<1xi16>
    %12 = "arith.constant"() <{value = 7 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "arith.constant"() <{value = dense<[[[4611686018427387903], [17]]]> : tensor<1x2x1xindex>}> : () -> tensor<1x2x1xindex>
    %15 = "tensor.insert_slice"(%14, %arg1, %12, %13) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808, 0, 2>, static_sizes = array<i64: 1, 2, 1>, static_strides = array<i64: -9223372036854775808, 1, 1>}> : (tensor<1x2x1xindex>, tensor<8x8x3xindex>, index, index) -> tensor<8x8x3xindex>
    %16 = "memref.expand_shape"(%0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 8, 8, 3, 1>}> : (memref<8x8x3xindex>) -> memref<8x8x3x1xindex>
    "cf.switch"(%10)[^bb2, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<0> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i16) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %17 = "arith.constant"() <{value = false}> : () -> i1
    %18 = "scf.if"(%17) ({
      %24 = "arith.constant"() <{value = 77 : i64}> : () -> i64
      %25:2 = "scf.while"(%8, %24) ({
      ^bb0(%arg4: f64, %arg5: i64):
        %38 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
        %39 = "tensor.empty"() : () -> tensor<1xf32>
        %40 = "linalg.fill"(%38, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg6: f32, %arg7: f32):
          "linalg.yield"(%arg6) : (f32) -> ()
        }) : (f32, tensor<1xf32>) -> tensor<1xf32>
        %41 = "memref.reinterpret_cast"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 96>, static_strides = array<i64: 96, 1>}> : (memref<8x8x3xindex>) -> memref<2x96xindex, strided<[96, 1]>>
        "scf.condition"(%17, %9, %24) : (i1, f64, i64) -> ()
      }, {
      ^bb0(%arg2: f64, %arg3: i64):
        %30 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
        %31 = "math.log1p"(%30) <{fastmath = #arith.fastmath<arcp>}> : (f64) -> f64
        %32 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %33 = "arith.uitofp"(%32) : (i32) -> bf16
        %34 = "arith.constant"() <{value = 4 : index}> : () -> index
        %35 = "arith.constant"() <{value = 3 : index}> : () -> index
        %36 = "arith.constant"() <{value = 2 : index}> : () -> index
        "memref.store"(%2, %0, %34, %35, %36) : (index, memref<8x8x3xindex>, index, index, index) -> ()
        %37 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
        "scf.yield"(%37, %24) : (f64, i64) -> ()
      }) : (f64, i64) -> (f64, i64)
      %26 = "arith.constant"() <{value = 127 : i8}> : () -> i8
      %27 = "math.ctpop"(%26) : (i8) -> i8
      %28 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      %29 = "arith.minimumf"(%28, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%1) : (index) -> ()
    }, {
      %22 = "arith.constant"() <{value = 63 : i32}> : () -> i32
      %23 = "arith.cmpi"(%22, %22) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.yield"(%4) : (index) -> ()
    }) : (i1) -> index
    %19 = "arith.constant"() <{value = -1 : index}> : () -> index
    "cf.br"(%19)[^bb3] : (index) -> ()
  ^bb3(%20: index):  // pred: ^bb2
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb0, ^bb3
    %21 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "func.return"(%21) : (i64) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

