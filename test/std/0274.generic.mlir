"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], function_type = (memref<1x4xi16>, tensor<1x4xf32>, memref<?x4xf32>) -> f32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, memref<8x8xf32>) -> (tensor<2xi16>, i16), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}, {}], function_type = (i16, memref<4xf32>, i16, vector<1x8xi16>) -> tensor<1x1x1xf32>, sym_name = "kernel_0"}> ({
  ^bb0(%arg0: i16, %arg1: memref<4xf32>, %arg2: i16, %arg3: vector<1x8xi16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %2 = "tensor.from_elements"(%0, %0, %1) : (f64, f64, f64) -> tensor<3xf64>
    %3 = "arith.constant"() <{value = 2 : index}> : () -> index
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "scf.for"(%3, %4, %5, %arg0) ({
    ^bb0(%arg9: index, %arg10: i16):
      %33 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
      %34 = "arith.constant"() <{value = 0 : index}> : () -> index
      %35 = "memref.view"(%33, %34) : (memref<2048xi8>, index) -> memref<4x8xf32>
      "scf.yield"(%arg0) : (i16) -> ()
    }) : (index, index, index, i16) -> i16
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xi16>
    %8 = "tensor.empty"() : () -> tensor<1x4xf32>
    %9 = "arith.constant"() <{value = 7 : index}> : () -> index
    %10 = "memref.alloc"(%9) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
    %11 = "func.call"(%7, %8, %10) <{callee = @ext0}> : (memref<1x4xi16>, tensor<1x4xf32>, memref<?x4xf32>) -> f32
    %12 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<1x4xbf16>}> : () -> vector<1x4xbf16>
    %13 = "arith.constant"() <{value = dense<[[20, -1, 127, 60]]> : vector<1x4xi8>}> : () -> vector<1x4xi8>
    %14 = "math.fpowi"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (vector<1x4xbf16>, vector<1x4xi8>) -> vector<1x4xbf16>
    %15 = "arith.constant"() <{value = true}> : () -> i1
    %16 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %17 = "arith.select"(%15, %11, %16) : (i1, f32, f32) -> f32
    %18 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%18) ({
      %22 = "arith.cmpi"(%15, %15) <{predicate = 1 : i64}> : (i1, i1) -> i1
      %23 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
      %24 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1xf64>
      "linalg.broadcast"(%23, %24) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg7: f64, %arg8: f64):
        "linalg.yield"(%arg7) : (f64) -> ()
      }) : (memref<4xf64>, memref<4x1xf64>) -> ()
      %25 = "arith.constant"() <{value = 0 : index}> : () -> index
      %26 = "arith.constant"() <{value = 5 : index}> : () -> index
      %27 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.parallel"(%25, %26, %27) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg4: index):
        %28 = "tensor.empty"() : () -> tensor<4x4xf32>
        %29 = "scf.forall"(%28) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
        ^bb0(%arg5: index, %arg6: tensor<4x4xf32>):
          %30 = "arith.constant"() <{value = 4 : index}> : () -> index
          %31 = "tensor.empty"(%30) : (index) -> tensor<8x1x?xf16>
          %32 = "arith.subf"(%16, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "scf.forall.in_parallel"() ({
            "tensor.parallel_insert_slice"(%8, %arg6, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<4x4xf32>, index) -> ()
          }) : () -> ()
        }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %19 = "arith.constant"() <{value = 7 : index}> : () -> index
    %20 = "tensor.empty"(%19) : (index) -> tensor<1x?xf32>
    %21 = "tensor.empty"() : () -> tensor<1x1x1xf32>
    "func.return"(%21) : (tensor<1x1x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

