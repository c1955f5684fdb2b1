"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "fn.0"}> ({
    %0 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
    %2 = "arith.constant"() <{value = dense<-1> : vector<4x1xi16>}> : () -> vector<4x1xi16>
    %3 = "arith.extui"(%2) : (vector<4x1xi16>) -> vector<4x1xi32>
    %4 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %5 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x1xf32>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%5, %6, %7, %8) : (f32, memref<1x1xf32>, index, index) -> ()
    %9 = "tensor.empty"() : () -> tensor<4xf32>
    %10 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%10)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %11 = "tensor.empty"() : () -> tensor<4x1xf32>
    %12 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %13 = "linalg.reduce"(%11, %12) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg0: f32, %arg1: f32):
      %33 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%33) : (f32) -> ()
    }) : (tensor<4x1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %14 = "arith.constant"() <{value = dense<16> : vector<4x1xi32>}> : () -> vector<4x1xi32>
    %15 = "arith.muli"(%3, %14) <{overflowFlags = #arith.overflow<none>}> : (vector<4x1xi32>, vector<4x1xi32>) -> vector<4x1xi32>
    %16 = "arith.shli"(%10, %10) <{overflowFlags = #arith.overflow<none>}> : (i1, i1) -> i1
    %17 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %18 = "memref.expand_shape"(%17) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 2>}> : (memref<8xf32>) -> memref<4x2xf32>
    %19 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8x3xf32>}> : () -> vector<8x3xf32>
    %20 = "arith.cmpf"(%19, %19) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 5 : i64}> : (vector<8x3xf32>, vector<8x3xf32>) -> vector<8x3xi1>
    "cf.cond_br"(%10)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %21 = "tensor.from_elements"(%5, %5) : (f32, f32) -> tensor<2xf32>
    %22 = "arith.constant"() <{value = dense<12> : vector<8xindex>}> : () -> vector<8xindex>
    %23 = "arith.subi"(%22, %22) <{overflowFlags = #arith.overflow<none>}> : (vector<8xindex>, vector<8xindex>) -> vector<8xindex>
    %24 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<8xbf16>}> : () -> vector<8xbf16>
    %25 = "math.ceil"(%24) <{fastmath = #arith.fastmath<fast>}> : (vector<8xbf16>) -> vector<8xbf16>
    %26 = "scf.execute_region"() ({
      %27 = "tensor.empty"() : () -> tensor<4x1xi32>
      %28 = "arith.muli"(%27, %27) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
      %29:2 = "scf.index_switch"(%7) <{cases = array<i64: 2, 5>}> ({
        %32 = "arith.constant"() <{value = 12 : i32}> : () -> i32
        "scf.yield"(%5, %32) : (f32, i32) -> ()
      }, {
        %31 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "scf.yield"(%5, %31) : (f32, i32) -> ()
      }, {
        %30 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "scf.yield"(%4, %30) : (f32, i32) -> ()
      }) : (index) -> (f32, i32)
      "scf.yield"(%29#1) : (i32) -> ()
    }) : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

