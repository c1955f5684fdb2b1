!buf0 = memref<3x4xi64>
!vec1 = vector<3x4xi8>

func.func private @ext0(i64, i16)
func.func @kernel_0(%arg: i64 {test.foo = 1 : i32}, %arg_2: !buf0 {llvm.noundef}, %arg_3: i64 {test.foo = 1 : i32}, %arg_4: !vec1) -> (i8 {llvm.zeroext}) {
    %cst = arith.constant dense<[[0, 8, 0, 127], [70, 1, 77, 72], [1, 80, 1, 127]]> : tensor<3x4xi8>
    %expanded_6 = tensor.expand_shape %cst [[0, 1], [2]] output_shape [1, 3, 4] : tensor<3x4xi8> into tensor<1x3x4xi8>
    %7 = arith.constant 2147483647 : i32
    %tmp8 = arith.constant 44 : i64
    cf.switch %7 : i32, [default: ^then1(%arg : i64), 1: ^then1(%arg : i64), 2: ^then1(%tmp8 : i64), 4: ^undefined_block(%arg_3 : i64)]
^then1(%9: i64):
    scf.forall (%rhs) in (7) {
        %c_12 = arith.constant 0 : index
        %a.b = arith.constant 0 : index
        %14 = arith.constant 3 : index
        %x15 = tensor.extract %expanded_6[%c_12, %a.b, %14] : tensor<1x3x4xi8>
    }
    %lhs = arith.constant 4611686018427387903 : i64
    cf.br ^b2(%lhs : i64)
^b2(%v17: i64):
    %18 = arith.constant -1 : i8
    func.return %18 : i8
}

func.func @compute1() attributes {test.kernel} {
    %1 = arith.constant -7.5 : f64
    %x2 = arith.maxnumf %1, %1 : f64
    %3 = arith.constant 8 : index
    %c = arith.constant 7 : index
    %v5 = memref.alloc(%3)[%c] {alignment = 64} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %c_6 = arith.constant 6 : index
    %7 = memref.alloca(%c_6) {alignment = 16 : i64} : memref<?xi8>
    %8 = arith.constant 0 : index
    %9 = memref.load %7[%8] : memref<?xi8>
    func.return
}
