#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, f16) -> tensor<3xindex>, res_attrs = [{test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef}, {test.foo = 1 : i32}, {llvm.noundef}], function_type = (index, index, memref<?x8xindex>, tensor<4xf32>) -> (vector<4x8xindex>, memref<?x8xindex>, index), res_attrs = [{llvm.noundef, test.tag = "x"}, {llvm.noundef}, {llvm.noundef, test.tag = "x"}], sym_name = "helper4", sym_visibility = "private"}> ({
    ^bb0(%arg5: index, %arg6: index, %arg7: memref<?x8xindex>, %arg8: tensor<4xf32>):
      %41 = "arith.constant"() <{value = false}> : () -> i1
      %42:2 = "scf.if"(%41) ({
        %46 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xi32>
        %47 = "memref.collapse_shape"(%46) <{reassociation = [[0, 1]]}> : (memref<3x8xi32>) -> memref<24xi32>
        %48 = "tensor.empty"() : () -> tensor<4x2xi32>
        %49 = "tensor.empty"() : () -> tensor<2x4xi32>
        %50 = "arith.constant"() <{value = dense<[[0, -1, 2147483647, 1], [37, 70, -1, 2147483647], [42, 1, 31, 51], [66, -1, 1, 41]]> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
        %51 = "linalg.matmul"(%48, %49, %50) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg9: i32, %arg10: i32, %arg11: i32):
          %52 = "arith.muli"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          %53 = "arith.addi"(%arg11, %52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
          "linalg.yield"(%53) : (i32) -> ()
        }) : (tensor<4x2xi32>, tensor<2x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
        "scf.yield"(%arg6, %arg5) : (index, index) -> ()
      }, {
        %45 = "arith.constant"() <{value = -1 : index}> : () -> index
        "scf.yield"(%45, %arg6) : (index, index) -> ()
      }) : (i1) -> (index, index)
      %43 = "arith.constant"() <{value = dense<-1> : vector<4x8xindex>}> : () -> vector<4x8xindex>
      %44 = "arith.constant"() <{value = 0 : index}> : () -> index
      "func.return"(%43, %arg7, %44) : (vector<4x8xindex>, memref<?x8xindex>, index) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<3x8xindex>, sym_name = "fn.0"}> ({
    %21 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    %22 = "arith.constant"() <{value = -9 : i16}> : () -> i16
    %23 = "arith.cmpi"(%22, %22) <{predicate = 6 : i64}> : (i16, i16) -> i1
    "scf.if"(%23) ({
      "cf.assert"(%23) <{msg = "bounds check"}> : (i1) -> ()
      %30 = "arith.constant"() <{value = 1 : index}> : () -> index
      %31 = "memref.alloca"(%30) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<3x?xindex>
      %32 = "arith.constant"() <{value = 2 : index}> : () -> index
      %33 = "arith.constant"() <{value = 0 : index}> : () -> index
      "memref.store"(%30, %31, %32, %33) : (index, memref<3x?xindex>, index, index) -> ()
      %34 = "arith.constant"() <{value = 1 : index}> : () -> index
      %35 = "arith.cmpi"(%32, %34) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.if"(%35) ({
        %36 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %37 = "arith.constant"() <{value = 14 : i32}> : () -> i32
        %38:2 = "arith.mului_extended"(%36, %37) : (i32, i32) -> (i32, i32)
        %39 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xindex>
        %40 = "memref.cast"(%39) : (memref<4x8xindex>) -> memref<?x8xindex>
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
      %27 = "arith.constant"() <{value = -18 : i64}> : () -> i64
      %28 = "arith.constant"() <{value = 46 : i64}> : () -> i64
      %29 = "arith.maxsi"(%27, %28) : (i64, i64) -> i64
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %24 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %25 = "arith.trunci"(%24) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
    %26 = "arith.constant"() <{value = dense<0> : tensor<3x8xindex>}> : () -> tensor<3x8xindex>
    "func.return"(%26) : (tensor<3x8xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> vector<4xindex>, sym_name = "f1"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "tensor.empty"(%0) : (index) -> tensor<?xi64>
    %2 = "arith.uitofp"(%1) : (tensor<?xi64>) -> tensor<?xf32>
    %3 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %4 = "arith.index_castui"(%3) : (i16) -> index
    %5 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %6 = "arith.remf"(%5, %5) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64, f64) -> f64
    %7 = "tensor.empty"() : () -> tensor<4x8xindex>
    %8 = "tensor.cast"(%7) : (tensor<4x8xindex>) -> tensor<4x8xindex>
    %9 = "arith.constant"() <{value = dense<[-7.500000e+00, 1.500000e-01, 5.000000e-01, -7.500000e+00, -2.500000e-01, 1.500000e-01, 1.000000e+02, 0.000000e+00]> : vector<8xf32>}> : () -> vector<8xf32>
    %10 = "arith.fptosi"(%9) : (vector<8xf32>) -> vector<8xi16>
    %11 = "arith.constant"() <{value = 2 : i16}> : () -> i16
    %12 = "arith.constant"() <{value = 5 : i16}> : () -> i16
    %13 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    "scf.for"(%11, %12, %13) ({
    ^bb0(%arg1: i16):
      %15 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.while"(%15) ({
      ^bb0(%arg2: i32):
        %16 = "tensor.empty"() : () -> tensor<4xi64>
        %17 = "arith.trunci"(%16) <{overflowFlags = #arith.overflow<none>}> : (tensor<4xi64>) -> tensor<4xi32>
        %18 = "scf.forall"(%7) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
        ^bb0(%arg3: index, %arg4: tensor<4x8xindex>):
          %20 = "tensor.empty"() : () -> tensor<1x8xindex>
          "scf.forall.in_parallel"() ({
            "tensor.parallel_insert_slice"(%20, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 8>, static_strides = array<i64: 1, 1>}> : (tensor<1x8xindex>, tensor<4x8xindex>, index) -> ()
          }) : () -> ()
        }) : (tensor<4x8xindex>) -> tensor<4x8xindex>
        %19 = "arith.constant"() <{value = false}> : () -> i1
        "scf.condition"(%19) : (i1) -> ()
      }, {
        "scf.yield"(%15) : (i32) -> ()
      }) : (i32) -> ()
      "scf.yield"() : () -> ()
    }) : (i16, i16, i16) -> ()
    %14 = "arith.constant"() <{value = dense<1> : vector<4xindex>}> : () -> vector<4xindex>
    "func.return"(%14) : (vector<4xindex>) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) : () -> ()

