#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<8xi64>, tensor<8xf16>) -> i32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f16) -> (i16, tensor<4xi32>), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (f16) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg0: f16):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = dense<-6> : vector<8xi32>}> : () -> vector<8xi32>
    %2 = "arith.select"(%0, %1, %1) : (i1, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    "cf.assert"(%0) <{msg = ""}> : (i1) -> ()
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "memref.subview"(%3, %4) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 3>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<8xi32>, index) -> memref<?xi32, strided<[1], offset: 3>>
    %6 = "tensor.empty"() : () -> tensor<1xi8>
    %7 = "arith.cmpi"(%6, %6) <{predicate = 2 : i64}> : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi1>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 39 : i32}> : () -> i32
    %11 = "scf.for"(%8, %4, %9, %10) ({
    ^bb0(%arg1: index, %arg2: i32):
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 7, 1>}> ({
      ^bb0(%arg3: index, %arg4: index):
        %12 = "arith.constant"() <{value = 6 : index}> : () -> index
        %13 = "arith.constant"() <{value = 5 : index}> : () -> index
        %14 = "memref.alloc"(%12, %13) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi32, #map>
        %15 = "arith.constant"() <{value = 69 : i64}> : () -> i64
        %16 = "arith.ori"(%15, %15) : (i64, i64) -> i64
        %17 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      "scf.yield"(%10) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

