// ir-gen std --seed 42 --size 10
module {
    func.func private @ext0(index {llvm.noundef, test.tag = "x"}, memref<4xbf16>) -> (bf16) attributes {llvm.emit_c_interface, note = "generated"}
    func.func @kernel_0(%arg: index, %x2: bf16, %3: bf16 {llvm.noundef, test.tag = "x"}) -> (index {test.foo = 1 : i32}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
        %empty_4 = tensor.empty() : tensor<1x4xindex>
        %c_5 = arith.constant 0 : i1
        %6 = arith.extui %c_5 : i1 to i8
        %sum = arith.constant 100.0 : f32
        cf.cond_br %c_5, ^bb3(%sum : f32), ^bb1
    ^bb1:
        %8 = tensor.collapse_shape %empty_4 [[0, 1]] : tensor<1x4xindex> into tensor<4xindex>
        cf.assert %c_5, "ok"
        cf.br ^b2 // TODO: check
    ^b2:
        cf.assert %c_5, ""
        %9 = arith.constant 0 : index
        %10 = arith.constant 2 : index
        %r_13 = scf.for %rhs = %9 to %9 step %10 iter_args(%12 = %3) -> bf16 {
            %14 = arith.constant 6 : index
            %v16 = memref.alloca(%14) : memref<2x?xindex>
            %tmp17 = arith.constant 0 : index
            %x18 = memref.dim %v16, %tmp17 : memref<2x?xindex>
            %alloc_19 = memref.alloc() : memref<4xbf16>
            %20 = func.call @ext0(%rhs, %alloc_19) : (index, memref<4xbf16>) -> (bf16)
            scf.index_switch %9
            case 1 {
                %res = arith.cmpi sgt, %c_5, %c_5 : i32
                scf.yield
                // ---- comment line ----
            }
            case 2 {
                scf.yield
            }
            case 6 {
                scf.yield
            }
            default {
                scf.yield
            }
            scf.yield %x2 : bf16 // TODO: check

        }
        cf.switch %6 : i8, [default: ^bb3(%sum : f32), 0: ^bb3(%sum : f32), 2: ^bb3(%sum : f32)]
    ^bb3(%ba: f32):
        func.return %arg : index
    }
}
